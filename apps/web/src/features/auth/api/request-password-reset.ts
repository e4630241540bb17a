import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZEmailOnly } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';
import type { TOk } from './types';

/** POST /api/passwords: mails a reset link (valid 1 hour); answers 200 whether or not the account exists. */
export function requestPasswordReset(input: z.output<typeof ZEmailOnly>): Promise<TOk> {
  return api<TOk>('/api/passwords', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
