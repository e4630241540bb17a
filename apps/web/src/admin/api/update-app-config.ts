import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigImageKey, TAppConfig, TAppConfigUpdate } from '@scena/shared/settings/app-config';
import { api, apiUpload } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { settingsFormData } from '../ui/upload';
import { adminConfigQueryKey } from './get-admin-config';

/** PUT /api/appconfig with only the changed fields; answers the whole configuration. */
export function updateAppConfig(changes: TAppConfigUpdate): Promise<TAppConfig> {
  return api<TAppConfig>('/api/appconfig', { method: 'PUT', body: changes });
}

export interface ConfigSave {
  changes: TAppConfigUpdate;
  /** Chosen images by setting. */
  images: Partial<Record<ConfigImageKey, File>>;
  /** Whole percent of the upload sent so far. */
  onProgress: (percent: number) => void;
}

/**
 * PUT /api/appconfig with new images: multipart (the changed fields as text parts, each image as its file),
 * reporting the upload's progress; the fields alone go as JSON.
 */
export function saveAppConfig({ changes, images, onProgress }: ConfigSave): Promise<TAppConfig> {
  if (Object.keys(images).length === 0) return updateAppConfig(changes);
  return apiUpload<TAppConfig>('/api/appconfig', settingsFormData(changes, images), {
    method: 'PUT',
    onProgress,
  });
}

/**
 * A settings save that then reloads both the back-office's configuration and the visitor's (navbar, bars and
 * the maintenance gate read the latter). The promise settles once both are fresh, so `isPending` covers the reload.
 */
function useConfigMutation<V>(mutationFn: (variables: V) => Promise<TAppConfig>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
      ]);
    },
  });
}

/** Saves changed fields. */
export function useUpdateAppConfig() {
  return useConfigMutation(updateAppConfig);
}

/** Saves changed fields with new images. */
export function useSaveAppConfig() {
  return useConfigMutation(saveAppConfig);
}
