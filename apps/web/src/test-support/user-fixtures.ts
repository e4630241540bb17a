import type { TUser } from '@scena/shared/users/schemas';

/** A signed-in standard viewer as the API answers them; override what a test is about. */
export function aUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    email: 'widz@example.com',
    firstname: 'Zofia',
    lastname: 'Wiśniewska',
    birthday: '1990-05-17',
    country_code: 'PL',
    street: null,
    postal_code: null,
    city: null,
    state: null,
    nip: null,
    company: null,
    mailing: false,
    role_id: 2,
    role: 'standard',
    language: 'pl',
    created_at: '2026-01-01T00:00:00.000Z',
    last_login: null,
    tos_accepted: true,
    paymentStatus: 0,
    ...overrides,
  };
}
