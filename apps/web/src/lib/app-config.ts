import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { externalConfig } from '@scena/shared/settings/app-config';
import { api } from './api-client';
import { initialData, inlinedAt } from './initial-data';

export type ExternalConfig = ReturnType<typeof externalConfig>;

export const appConfigQueryKey = ['external-config'] as const;

/** How often an open page reads the configuration again: maintenance reaches every open page within it. */
export const CONFIG_REFRESH_MS = 5 * 60_000;

/** GET /external_api/config: the public settings; the first value comes inlined in the HTML. */
export function useExternalConfig() {
  return useQuery({
    queryKey: appConfigQueryKey,
    queryFn: () => api<ExternalConfig>('/external_api/config', { skipSessionHandling: true }),
    initialData: initialData().config as ExternalConfig | undefined,
    initialDataUpdatedAt: inlinedAt(),
    staleTime: 60_000,
    // 1.3 KB of cached bytes per open page every five minutes: what tells a viewer whose stream asks the
    // server nothing (Vimeo, an embed) that maintenance began.
    refetchInterval: CONFIG_REFRESH_MS,
  });
}

export function usePublicConfig() {
  return useExternalConfig().data?.config;
}

/**
 * The server said maintenance is on (a 503 MAINTENANCE): the configuration says so at once, so the maintenance
 * gate closes, and is read again, so the server's word decides (maintenance may have ended since).
 */
export function markMaintenance(queryClient: QueryClient) {
  queryClient.setQueryData<ExternalConfig>(appConfigQueryKey, (old) =>
    old ? { ...old, config: { ...old.config, maintenance: true } } : old,
  );
  void queryClient.invalidateQueries({ queryKey: appConfigQueryKey });
}
