import { useQuery } from '@tanstack/react-query';
import type { TCategory } from '@scena/shared/catalog/categories';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';
import { homeKeys, useLanguage } from './query-keys';

/**
 * GET /api/categories: the categories in Polish order with names in the page's language (an administrator's
 * answer carries more fields, of which the filters read only id and name).
 */
export function useCategories(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.categories(language),
    queryFn: ({ signal }) => api<TCategory[]>('/api/categories', { signal }),
    initialData: inlinedAnswer<TCategory[]>('categories', language),
    initialDataUpdatedAt: inlinedAt(),
    enabled,
  });
}
