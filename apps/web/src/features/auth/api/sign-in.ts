import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignIn } from '@scena/shared/auth/schemas';
import type { TSession } from '@scena/shared/users/schemas';
import { api } from '@/lib/api-client';

export type SignInInput = z.output<typeof ZSignIn>;

/**
 * POST /api/auth → 200 session. Refusals: 422 INVALID_CREDENTIALS (formError.password), 403 UNVERIFIED with
 * `email` (a new verification mail is on its way), 403 ADMIN_LINK_SENT without `email`, 401 USER_BLOCKED.
 */
export function signIn(input: SignInInput): Promise<TSession> {
  return api<TSession>('/api/auth', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
