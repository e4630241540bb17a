import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TViewersNow } from '@scena/shared/commerce/statistics';
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

/** GET /api/statistics/viewersNow: how many are watching now, asked when the maintenance question opens. */
export function useViewersNow() {
  return useQuery({
    queryKey: ['admin', 'viewers-now'],
    queryFn: () => api<TViewersNow>('/api/statistics/viewersNow'),
    // Each question asks afresh: the count is of this moment.
    gcTime: 0,
  });
}
