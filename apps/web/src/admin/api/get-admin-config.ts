import { useQuery } from '@tanstack/react-query';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import { api } from '@/lib/api-client';

export const adminConfigQueryKey = ['admin-config'] as const;

/** GET /api/appconfig/: an administrator gets every setting (api-contract.md "settings and pages"). */
export function getAdminConfig(signal?: AbortSignal): Promise<TAppConfig> {
  return api<TAppConfig>('/api/appconfig/', { signal });
}

export function useAdminConfig() {
  return useQuery({
    queryKey: adminConfigQueryKey,
    queryFn: ({ signal }) => getAdminConfig(signal),
  });
}
