import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TGiftConfig,
  TGiftImageKey,
  TGiftSettingsUpdateInput,
} from '@scena/shared/commerce/gift-settings';
import { api, apiUpload } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from '../../api/get-admin-config';
import { settingsFormData } from '../../ui/upload';

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

export interface GiftSettingsSave {
  changes: TGiftSettingsUpdateInput;
  /** Chosen images by setting. */
  images?: Partial<Record<TGiftImageKey, File>>;
  /** Whole percent of the upload sent so far. */
  onProgress?: (percent: number) => void;
}

/**
 * PUT /api/gifts/settings with a toggle or the form, as JSON; with new images, multipart (the fields as text
 * parts, each image as its file) reporting the upload's progress. Settles once the configuration reloaded.
 */
export function useUpdateGiftSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, images = {}, onProgress }: GiftSettingsSave) =>
      Object.keys(images).length === 0
        ? api<TGiftConfig>('/api/gifts/settings', { method: 'PUT', body: changes })
        : apiUpload<TGiftConfig>('/api/gifts/settings', settingsFormData(changes, images), {
            method: 'PUT',
            onProgress,
          }),
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
