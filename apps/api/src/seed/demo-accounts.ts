import { ROLE } from '@scena/shared';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@scena.local',
    password: 'Admin-Scena-2026',
    firstname: 'Ewa',
    lastname: 'Administratorka',
    roleId: ROLE.admin,
  },
  standard: {
    email: 'anna.nowak@example.com',
    password: 'Widz-Anna-2026',
    firstname: 'Anna',
    lastname: 'Nowak',
    roleId: ROLE.standard,
  },
  premium: {
    email: 'jan.kowalski@example.com',
    password: 'Premium-Jan-2026',
    firstname: 'Jan',
    lastname: 'Kowalski',
    roleId: ROLE.premium,
  },
} as const;
