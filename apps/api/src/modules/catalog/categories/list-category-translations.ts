import type { TCategoryTranslation } from '@scena/shared/catalog/categories';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { categoryTranslationDto } from './category-dto';
import { findCategory, listCategoryTranslations } from './categories.repository';

/** GET /api/categories/{id}/translations (admin). */
export async function listTranslationsOfCategory(
  db: Db,
  categoryId: number,
): Promise<TCategoryTranslation[]> {
  if (!(await findCategory(db, categoryId))) throw notFound();
  return (await listCategoryTranslations(db, [categoryId])).map(categoryTranslationDto);
}
