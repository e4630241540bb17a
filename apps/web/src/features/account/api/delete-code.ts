import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** DELETE /api/users/{id}/codes/{codeId}: removes an unused code. */
export function useDeleteCode(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: number) =>
      api<{ ok: true }>(`/api/users/${userId}/codes/${codeId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.codes(userId) }),
  });
}
