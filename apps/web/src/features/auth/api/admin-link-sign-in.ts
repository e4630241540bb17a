import { useMutation } from '@tanstack/react-query';
import type { TAdminLinkSignIn } from '@scena/shared/auth/schemas';
import type { TSession } from '@scena/shared/users/schemas';
import { api } from '@/lib/api-client';

/** POST /api/auth/admin: the administrator's mailed link (single use, 10 minutes) → 200 session; 422 when spent. */
export function signInWithAdminLink(input: TAdminLinkSignIn): Promise<TSession> {
  return api<TSession>('/api/auth/admin', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useAdminLinkSignIn() {
  return useMutation({ mutationFn: signInWithAdminLink });
}
