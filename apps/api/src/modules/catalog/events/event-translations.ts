import {
  ZEventTranslation,
  ZEventTranslationCreate,
  ZEventTranslationUpdate,
} from '@scena/shared/catalog/events';
import { translationKind } from '../translations/translation-kind';
import { eventTranslationDto } from './events-dto';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { eventTranslationRows } from './events.repository';

/** An event's title and subtitle in a language other than Polish (/api/translations/event). */
export const eventTranslationKind = translationKind('event', '/events', {
  schemas: { answer: ZEventTranslation, create: ZEventTranslationCreate, update: ZEventTranslationUpdate },
  rows: eventTranslationRows,
  valuesOf: (input) => ({
    languageCode: input.language_code,
    title: input.title ?? null,
    subtitle: input.subtitle ?? null,
  }),
  auditedField: 'title',
  dto: eventTranslationDto,
  invalidate: (deps) => deps.cache.invalidate(EVENTS_CACHE_PREFIX),
});
