import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignUp } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';

export type SignUpInput = z.output<typeof ZSignUp>;

/**
 * POST /api/users → 201 `{email}`: an unverified account and its verification mail (link valid 48 hours), or,
 * for a taken address, the same answer and a mail to its owner.
 */
export function signUp(input: SignUpInput): Promise<{ email: string }> {
  return api('/api/users', { method: 'POST', body: input, skipSessionHandling: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
