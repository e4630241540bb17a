import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGroupTicketConfig,
  TGroupTicketSettingsInput,
} from '@scena/shared/commerce/group-ticket-settings';
import { api } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from '../../api/get-admin-config';

export const groupTicketSettingsKey = ['admin', 'group-ticket-settings'] as const;

/** GET /api/groupTickets/settings: the group-ticket configuration. */
export function useGroupTicketSettings() {
  return useQuery({
    queryKey: groupTicketSettingsKey,
    queryFn: ({ signal }) => api<TGroupTicketConfig>('/api/groupTickets/settings', { signal }),
  });
}

/**
 * PUT /api/groupTickets/settings with all six settings; the answer is the new configuration, and the
 * visitor's and the back-office's configurations reload before the mutation settles.
 */
export function useUpdateGroupTicketSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGroupTicketSettingsInput) =>
      api<TGroupTicketConfig>('/api/groupTickets/settings', { method: 'PUT', body }),
    onSuccess: async (config) => {
      queryClient.setQueryData(groupTicketSettingsKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupTicketSettingsKey }),
        queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
      ]);
    },
  });
}
