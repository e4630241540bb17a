/** Query keys of the account page: everything about one user sits under ['users', id]. */
export const accountKeys = {
  all: ['users'] as const,
  profile: (userId: number) => ['users', userId, 'profile'] as const,
  mailing: (userId: number) => ['users', userId, 'mailing'] as const,
  codes: (userId: number) => ['users', userId, 'codes'] as const,
  orders: (userId: number, kind: 'event' | 'video') => ['users', userId, 'orders', kind] as const,
};
