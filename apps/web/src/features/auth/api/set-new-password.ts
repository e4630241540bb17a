import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZNewPassword } from '@scena/shared/auth/schemas';
import { api } from '@/lib/api-client';
import type { TOk } from './types';

/** PUT /api/passwords: sets the new password through the reset link; every session of the account ends. */
export function setNewPassword(input: z.output<typeof ZNewPassword>): Promise<TOk> {
  return api<TOk>('/api/passwords', { method: 'PUT', body: input, skipSessionHandling: true });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
