import {
  ZSlideTranslation,
  ZSlideTranslationCreate,
  ZSlideTranslationUpdate,
} from '@scena/shared/catalog/slides';
import { translationKind } from '../translations/translation-kind';
import { SLIDES_CACHE_PREFIX } from './list-slides';
import { slideTranslationDto } from './slide-dto';
import { slideTranslationRows } from './slides.repository';

/** A slide's title and text in a language other than Polish (/api/translations/slide). */
export const slideTranslationKind = translationKind('slide', '/slides', {
  schemas: { answer: ZSlideTranslation, create: ZSlideTranslationCreate, update: ZSlideTranslationUpdate },
  rows: slideTranslationRows,
  valuesOf: (input) => ({ languageCode: input.language_code, title: input.title, text: input.text ?? null }),
  dto: slideTranslationDto,
  invalidate: (deps) => deps.cache.invalidate(SLIDES_CACHE_PREFIX),
});
