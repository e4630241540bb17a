import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TGiftConfig,
  TGiftImageKey,
  TGiftSettingsUpdateInput,
} from '@scena/shared/commerce/gift-settings';
import { api } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from '../../api/get-admin-config';

export const giftSettingsKey = ['admin', 'gift-settings'] as const;

/** GET /api/gifts/settings: the gift configuration (price in zł, images as URLs with their renditions). */
export function useGiftSettings() {
  return useQuery({
    queryKey: giftSettingsKey,
    queryFn: ({ signal }) => api<TGiftConfig>('/api/gifts/settings', { signal }),
  });
}

/** The answer is the new gift configuration; the visitor's and the back-office's configurations reload too. */
async function settle(queryClient: QueryClient, config: TGiftConfig) {
  queryClient.setQueryData(giftSettingsKey, config);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: giftSettingsKey }),
    queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
    queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
  ]);
}

/** PUT /api/gifts/settings with a toggle, or the form and new images; settles once the configuration reloaded. */
export function useUpdateGiftSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiftSettingsUpdateInput) =>
      api<TGiftConfig>('/api/gifts/settings', { method: 'PUT', body }),
    onSuccess: (config) => settle(queryClient, config),
  });
}

/** DELETE /api/gifts/settings/image/{device}: removes one saved gift image and its files. */
export function useDeleteGiftImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: TGiftImageKey) =>
      api<TGiftConfig>(`/api/gifts/settings/image/${key.replace('gift_image_', '')}`, { method: 'DELETE' }),
    onSuccess: (config) => settle(queryClient, config),
  });
}
