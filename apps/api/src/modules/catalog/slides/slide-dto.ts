import type { TAdminSlide, TPublicSlide, TSlideTranslation } from '@scena/shared/catalog/slides';
import { imageDto } from '../../../lib/images';
import type { SlideRow, SlideTranslationRow } from './slides.repository';

export function adminSlideDto(row: SlideRow): TAdminSlide {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    url: row.url,
    published: row.published,
    weight: row.weight,
    updated_at: row.updatedAt.toISOString(),
    bg_image: imageDto(row.bgImage) ?? null,
  };
}

/** A visitor's slide: each translated field in the request's language, Polish where it has none. */
export function publicSlideDto(row: SlideRow, translation: SlideTranslationRow | null): TPublicSlide {
  return {
    id: row.id,
    title: translation?.title || row.title,
    text: translation?.text || row.text,
    url: row.url,
    bg_image: imageDto(row.bgImage) ?? null,
  };
}

export function slideTranslationDto(row: SlideTranslationRow): TSlideTranslation {
  return {
    id: row.id,
    slide_id: row.slideId,
    language_code: row.languageCode,
    title: row.title,
    text: row.text,
  };
}
