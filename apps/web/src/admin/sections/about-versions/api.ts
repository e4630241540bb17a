import { useQuery } from '@tanstack/react-query';
import type { TAbout } from '@scena/shared/settings/about';
import { api } from '@/lib/api-client';

/** GET /api/about: the product's version and changelog (they change only with a release). */
export function useAbout() {
  return useQuery({
    queryKey: ['admin', 'about'],
    queryFn: ({ signal }) => api<TAbout>('/api/about', { signal }),
    staleTime: Infinity,
  });
}
