import { useQuery } from '@tanstack/react-query';
import type { externalConfig } from '@scena/shared/settings/app-config';
import { api } from './api-client';
import { initialData, inlinedAt } from './initial-data';

export type ExternalConfig = ReturnType<typeof externalConfig>;

export const appConfigQueryKey = ['external-config'] as const;

/** GET /external_api/config: the public settings; the first value comes inlined in the HTML. */
export function useExternalConfig() {
  return useQuery({
    queryKey: appConfigQueryKey,
    queryFn: () => api<ExternalConfig>('/external_api/config', { skipSessionHandling: true }),
    initialData: initialData().config as ExternalConfig | undefined,
    initialDataUpdatedAt: inlinedAt(),
    staleTime: 60_000,
  });
}

export function usePublicConfig() {
  return useExternalConfig().data?.config;
}
