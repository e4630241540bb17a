import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditActor, TAuditPage, TAuditQueryInput } from '@scena/shared/audit/audit-log';
import { api } from '@/lib/api-client';

const auditKey = ['admin', 'audit'] as const;

/** GET /api/audit: one page of the filter; the page shown stays while the next one loads. */
export function useAuditLog(query: TAuditQueryInput) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return useQuery({
    queryKey: [...auditKey, 'page', search.toString()],
    queryFn: ({ signal }) => api<TAuditPage>(`/api/audit?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit/actors: the person filter's choices. */
export function useAuditActors() {
  return useQuery({
    queryKey: [...auditKey, 'actors'],
    queryFn: ({ signal }) => api<TAuditActor[]>('/api/audit/actors', { signal }),
  });
}
