import {
  CATEGORY_V,
  ZCategoryTranslation,
  ZCategoryTranslationCreate,
  ZCategoryTranslationUpdate,
} from '@scena/shared/catalog/categories';
import { invalidField } from '../../../lib/errors';
import { translationKind } from '../translations/translation-kind';
import { categoryTranslationRows, isCategoryTranslationNameTaken } from './categories.repository';
import { categoryTranslationDto } from './category-dto';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

const nameTaken = () => invalidField('name', CATEGORY_V.translationTaken);

/**
 * A category's name in a language other than Polish (/api/translations/category), a name no other category has
 * in that language: checked first, and the unique index decides a race.
 */
export const categoryTranslationKind = translationKind('category', '/categories', {
  schemas: {
    answer: ZCategoryTranslation,
    create: ZCategoryTranslationCreate,
    update: ZCategoryTranslationUpdate,
  },
  rows: categoryTranslationRows,
  async check(db, input, exceptId) {
    const taken = await isCategoryTranslationNameTaken(db, input.language_code, input.name, exceptId);
    if (taken) throw nameTaken();
  },
  valuesOf: (input) => ({ languageCode: input.language_code, name: input.name }),
  refusals: { name_taken: nameTaken },
  auditedField: 'name',
  dto: categoryTranslationDto,
  invalidate: (deps) => deps.cache.invalidate(CATEGORIES_CACHE_PREFIX),
});
