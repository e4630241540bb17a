import type { z } from 'zod';
import {
  CATEGORY_V,
  type TCategoryTranslation,
  type ZCategoryTranslationCreate,
} from '@scena/shared/catalog/categories';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField } from '../../../lib/errors';
import { categoryTranslationDto } from './category-dto';
import { insertCategoryTranslation, isCategoryTranslationNameTaken } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** POST /api/translations/category (admin): one per language, named as no other category is in it (422). */
export async function createCategoryTranslation(
  deps: AppDeps,
  actorUserId: number,
  input: z.output<typeof ZCategoryTranslationCreate>,
): Promise<TCategoryTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    if (await isCategoryTranslationNameTaken(tx, input.language_code, input.name)) {
      throw invalidField('name', CATEGORY_V.translationTaken);
    }
    const row = await insertCategoryTranslation(tx, {
      categoryId: input.category_id,
      languageCode: input.language_code,
      name: input.name,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (row === 'name_taken') throw invalidField('name', CATEGORY_V.translationTaken);
    if (row === 'no_category') throw invalidField('category_id', V.wrong);
    await writeAudit(tx, {
      actorUserId,
      action: 'category_translation.create',
      entity: 'category_translation',
      entityId: row.id,
      data: { category_id: row.categoryId, language_code: row.languageCode, name: row.name },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
  return categoryTranslationDto(translation);
}
