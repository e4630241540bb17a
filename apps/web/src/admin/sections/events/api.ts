import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminEvent,
  TEventForm,
  TEventTranslation,
  TEventTranslationCreate,
  TEventTranslationUpdate,
} from '@scena/shared/catalog/events';
import { api } from '@/lib/api-client';

/** The back-office's calls for events (admin-content.md §7 "Events"). */
export const eventsQueryKey = ['admin', 'events'] as const;
export const eventTranslationsKey = (eventId: number) =>
  ['admin', 'events', eventId, 'translations'] as const;

/** The search of GET /api/events; none of them = the current and future events. */
export interface EventsSearch {
  date_from?: string;
  date_to?: string;
  video_id?: number;
  festival?: boolean;
}

export function eventsPath(search: EventsSearch): string {
  const params = new URLSearchParams();
  if (search.date_from) params.set('date_from', search.date_from);
  if (search.date_to) params.set('date_to', search.date_to);
  if (search.video_id) params.set('video_id', String(search.video_id));
  if (search.festival) params.set('festival', 'true');
  const query = params.toString();
  return query ? `/api/events?${query}` : '/api/events';
}

/** GET /api/events: an administrator gets every event with its edit fields. */
export function useAdminEvents(search: EventsSearch) {
  return useQuery({
    queryKey: [...eventsQueryKey, 'list', search],
    queryFn: ({ signal }) => api<TAdminEvent[]>(eventsPath(search), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/events/{id}: the event a link opens for editing (?view=events&edit=…). */
export function useAdminEvent(id: number | null) {
  return useQuery({
    queryKey: [...eventsQueryKey, 'one', id],
    queryFn: ({ signal }) => api<TAdminEvent>(`/api/events/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TEventForm }) =>
      id === undefined
        ? api<TAdminEvent>('/api/events/', { method: 'POST', body })
        : api<TAdminEvent>(`/api/events/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`/api/events/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

/** The translation calls of an event, in the shape the translations modal takes. */
export const eventTranslationsApi = {
  queryKey: eventTranslationsKey,
  list: (eventId: number, signal?: AbortSignal) =>
    api<TEventTranslation[]>(`/api/events/${eventId}/translations`, { signal }),
  get: (id: number) => api<TEventTranslation>(`/api/translations/event/${id}`),
  create: (body: TEventTranslationCreate) =>
    api<TEventTranslation>('/api/translations/event', { method: 'POST', body }),
  update: (id: number, body: TEventTranslationUpdate) =>
    api<TEventTranslation>(`/api/translations/event/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<{ ok: true }>(`/api/translations/event/${id}`, { method: 'DELETE' }),
};
