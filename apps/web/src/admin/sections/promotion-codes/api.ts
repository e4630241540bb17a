import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCode, TCodeFormInput, TCodesQuery } from '@scena/shared/commerce/codes';
import type { TAdminEvent } from '@scena/shared/catalog/events';
import type { TAdminVideo } from '@scena/shared/catalog/videos';
import { api } from '@/lib/api-client';

const codesKey = ['admin-codes'] as const;

/** GET /api/codes with the filter form's values (a missing one takes the server's default, empty is off). */
export function useCodes(filter: TCodesQuery) {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return useQuery({
    queryKey: [...codesKey, query.toString()],
    queryFn: ({ signal }) => api<TAdminCode[]>(`/api/codes?${query}`, { signal }),
  });
}

/** GET /api/codes/{id}: one code with who activated and used it. */
export function useCodeUses(id: number | null) {
  return useQuery({
    queryKey: [...codesKey, 'uses', id],
    queryFn: ({ signal }) => api<TAdminCode>(`/api/codes/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The products a code may be for: current and future events, and every video. */
export function useCodeProducts() {
  const events = useQuery({
    queryKey: ['admin-code-products', 'events'],
    queryFn: ({ signal }) => api<TAdminEvent[]>('/api/events', { signal }),
  });
  const videos = useQuery({
    queryKey: ['admin-code-products', 'videos'],
    queryFn: ({ signal }) => api<TAdminVideo[]>('/api/videos', { signal }),
  });
  return {
    events: events.data ?? [],
    videos: videos.data ?? [],
    loading: events.isPending || videos.isPending,
  };
}

export function useSaveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCodeFormInput }) =>
      id === null
        ? api<TAdminCode[]>('/api/codes', { method: 'POST', body })
        : api<TAdminCode>(`/api/codes/${id}`, { method: 'PUT', body }).then((code) => [code]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useDeleteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}
