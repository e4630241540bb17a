import { useMutation } from '@tanstack/react-query';
import type { TEmailOnly } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';
import type { TOk } from './types';

/** POST /api/verifications/new: a new verification link; answers 200 whether or not such an account waits. */
export function resendVerification(input: TEmailOnly): Promise<TOk> {
  return api<TOk>('/api/verifications/new', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
