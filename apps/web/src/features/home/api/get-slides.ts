import { useQuery } from '@tanstack/react-query';
import type { TPublicSlide } from '@scena/shared/catalog/slides';
import { api } from '@/lib/api-client';
import { inlinedAnswer, inlinedAt } from '@/lib/initial-data';
import { homeKeys, useLanguage } from './query-keys';

/** GET /external_api/slides: the published slides in the page's language; the first answer may be inlined. */
export function useSlides() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.slides(language),
    queryFn: ({ signal }) =>
      api<TPublicSlide[]>('/external_api/slides', { signal, skipSessionHandling: true }),
    initialData: inlinedAnswer<TPublicSlide[]>('slides', language),
    initialDataUpdatedAt: inlinedAt(),
  });
}
