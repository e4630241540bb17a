import type { z } from 'zod';
import {
  CATEGORY_V,
  type TCategoryTranslation,
  type ZCategoryTranslationUpdate,
} from '@scena/shared/catalog/categories';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { categoryTranslationDto } from './category-dto';
import { isCategoryTranslationNameTaken, updateCategoryTranslationRow } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** PUT /api/translations/category/{id} (admin): the name and the language; the category stays. */
export async function updateCategoryTranslation(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: z.output<typeof ZCategoryTranslationUpdate>,
): Promise<TCategoryTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    if (await isCategoryTranslationNameTaken(tx, input.language_code, input.name, id)) {
      throw invalidField('name', CATEGORY_V.translationTaken);
    }
    const row = await updateCategoryTranslationRow(tx, id, {
      languageCode: input.language_code,
      name: input.name,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (row === 'name_taken') throw invalidField('name', CATEGORY_V.translationTaken);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'category_translation.update',
      entity: 'category_translation',
      entityId: id,
      data: { category_id: row.categoryId, language_code: row.languageCode, name: row.name },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
  return categoryTranslationDto(translation);
}
