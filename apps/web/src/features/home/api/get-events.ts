import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@scena/shared/catalog/events';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';
import { homeKeys, useLanguage } from './query-keys';

/**
 * The repertoire: current and future events. Visitors read the cached public list (published, not
 * dashboard_hidden); an administrator reads GET /api/events with the session, which also holds the unpublished
 * and hidden ones, so the page can label them.
 */
export function useRepertoire(asAdmin: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.events(language, asAdmin ? 'admin' : 'public'),
    queryFn: ({ signal }) =>
      asAdmin
        ? api<TEvent[]>('/api/events', { signal })
        : api<TEvent[]>('/external_api/events', { signal, skipSessionHandling: true }),
    initialData: asAdmin ? undefined : inlinedAnswer<TEvent[]>('events', language),
    initialDataUpdatedAt: inlinedAt(),
  });
}

/**
 * The festival's published events. Without a date the API lists only events that have not ended (that answer
 * may be inlined); `from` (a Warsaw YYYY-MM-DD) brings back the finished ones since that day too, for
 * festival_show_finished.
 */
export function useFestivalEvents(from: string | null) {
  const language = useLanguage();
  const query = new URLSearchParams({ festival: 'true', ...(from ? { date_from: from } : {}) });
  return useQuery({
    queryKey: homeKeys.festival(language, from),
    queryFn: ({ signal }) =>
      api<TEvent[]>(`/external_api/events?${query}`, { signal, skipSessionHandling: true }),
    initialData: from ? undefined : inlinedAnswer<TEvent[]>('festival', language),
    initialDataUpdatedAt: inlinedAt(),
  });
}
