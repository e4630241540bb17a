import { useMutation } from '@tanstack/react-query';
import type { TEmailToken } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';
import type { TOk } from './types';

/**
 * POST /api/verifications → 200 (the account is verified). 422 `error.verification_invalid` with `resend` and
 * `email` (offer a new link), or `error.already_verified`.
 */
export function verifyAccount(input: TEmailToken): Promise<TOk> {
  return api<TOk>('/api/verifications', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
