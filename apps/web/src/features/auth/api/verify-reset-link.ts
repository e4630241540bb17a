import { useMutation } from '@tanstack/react-query';
import type { TEmailToken } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';
import type { TOk } from './types';

/** POST /api/passwords/verifyreset: is the mailed reset link still good? 200, or 422 `error.reset_invalid`. */
export function verifyResetLink(input: TEmailToken): Promise<TOk> {
  return api<TOk>('/api/passwords/verifyreset', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useVerifyResetLink() {
  return useMutation({ mutationFn: verifyResetLink });
}
