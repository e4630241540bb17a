import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminConfigQueryKey } from '../../api/get-admin-config';

/** POST /api/users/reject-tos: a new terms version that everyone has to accept; the config shows it. */
export function useRejectTos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ tos_version: number }>('/api/users/reject-tos', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
  });
}
