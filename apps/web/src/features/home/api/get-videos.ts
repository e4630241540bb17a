import { useQuery } from '@tanstack/react-query';
import type { TVideo } from '@scena/shared/catalog/videos';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';
import { homeKeys, useLanguage } from './query-keys';

/** GET /external_api/videos: the listed videos, weight descending then title, in the page's language. */
export function useVideos() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.videos(language),
    queryFn: ({ signal }) => api<TVideo[]>('/external_api/videos', { signal, skipSessionHandling: true }),
    initialData: inlinedAnswer<TVideo[]>('videos', language),
    initialDataUpdatedAt: inlinedAt(),
  });
}
