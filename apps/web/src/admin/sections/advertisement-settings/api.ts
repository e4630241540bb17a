import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigImageKey, TAppConfig } from '@scena/shared/settings/app-config';
import { api } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from '../../api/get-admin-config';

/**
 * DELETE /api/appconfig/image/{name}: removes one configuration image and its files; answers the whole
 * configuration, after which both configurations are reloaded (as after PUT /api/appconfig).
 */
export function useDeleteConfigImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: ConfigImageKey) =>
      api<TAppConfig>(`/api/appconfig/image/${name}`, { method: 'DELETE' }),
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
      ]);
    },
  });
}
