import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSearchResults } from '@scena/shared/catalog/search';
import { api } from '@/lib/api-client';
import { useIsAdmin } from '@/lib/session-store';

/**
 * GET /api/search/all: hits in the page's language, and for an administrator also the hidden ones, so both are
 * in the key. Called only with a query the shared schema accepts.
 */
export function useSearch(query: string) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const audience = useIsAdmin() ? 'admin' : 'public';
  return useQuery({
    queryKey: ['search', language, audience, query],
    queryFn: ({ signal }) =>
      api<TSearchResults>(`/api/search/all?${new URLSearchParams({ search: query })}`, {
        signal,
        // A public read: a stale session is ignored by the server, and must not sign the visitor out here.
        skipSessionHandling: true,
      }),
    staleTime: 60_000,
  });
}
