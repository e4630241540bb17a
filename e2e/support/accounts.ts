/** The demo accounts the seed creates and the README lists. */
export const DEMO = {
  admin: { email: 'admin@scena.local', password: 'Admin-Scena-2026' },
  standard: { email: 'anna.nowak@example.com', password: 'Widz-Anna-2026' },
  premium: { email: 'jan.kowalski@example.com', password: 'Premium-Jan-2026' },
} as const;
