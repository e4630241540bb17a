import { useQuery } from '@tanstack/react-query';
import type { TPage } from '@scena/shared/pages/schemas';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';

/** GET /api/pages/{slug} in the given language (the server falls back to Polish); the language is in the key. */
export function usePage(slug: string, language: string) {
  return useQuery({
    queryKey: ['pages', slug, language],
    queryFn: ({ signal }) =>
      api<TPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal, skipSessionHandling: true }),
    initialData: () =>
      inlinedAnswer<TPage>('page', language, (page) => page.slug === slug || String(page.id) === slug),
    initialDataUpdatedAt: inlinedAt(),
    staleTime: 5 * 60_000,
    // Switching the language keeps the page on screen until its translation arrives (same page only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === slug ? previous : undefined,
  });
}
