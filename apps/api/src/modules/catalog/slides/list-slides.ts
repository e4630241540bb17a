import type { Language } from '@scena/shared';
import type { TAdminSlide, TPublicSlide } from '@scena/shared/catalog/slides';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { adminSlideDto, publicSlideDto } from './slide-dto';
import { listPublishedSlidesWithTranslation, listSlideRows } from './slides.repository';

/** Every cached slide answer starts with this; every slide or slide translation write drops it. */
export const SLIDES_CACHE_PREFIX = 'catalog:slides:';

/** GET /external_api/slides, serialized per language: published slides, latest update first. */
export function readPublicSlidesJson(deps: Pick<AppDeps, 'db' | 'cache'>, language: Language) {
  return deps.cache.get(`${SLIDES_CACHE_PREFIX}${language}`, async () => {
    const rows = await listPublishedSlidesWithTranslation(deps.db, language);
    const answer: TPublicSlide[] = rows.map(({ slide, translation }) => publicSlideDto(slide, translation));
    return JSON.stringify(answer);
  });
}

/** GET /api/slides (admin): every slide, latest update first. */
export async function listAdminSlides(db: Db): Promise<TAdminSlide[]> {
  return (await listSlideRows(db)).map(adminSlideDto);
}
