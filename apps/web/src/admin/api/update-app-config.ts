import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppConfig, TAppConfigUpdate } from '@scena/shared/settings/app-config';
import { api } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from './get-admin-config';

/** PUT /api/appconfig with only the changed fields; answers the whole configuration. */
export function updateAppConfig(changes: TAppConfigUpdate): Promise<TAppConfig> {
  return api<TAppConfig>('/api/appconfig', { method: 'PUT', body: changes });
}

/**
 * Saves settings, then reloads both the back-office's configuration and the visitor's (navbar, bars and the
 * maintenance gate read the latter). The promise settles once both are fresh, so `isPending` covers the reload.
 */
export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
      ]);
    },
  });
}
