import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivateCode, TActivationAnswer } from '@scena/shared/commerce/codes';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** POST /api/users/{id}/codes: activates a code; the list and every price it may lower are read again. */
export function useActivateCode(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TActivateCode) =>
      api<TActivationAnswer>(`/api/users/${userId}/codes`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.codes(userId) });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
