import type { TCategoryTranslation } from '@scena/shared/catalog/categories';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { categoryTranslationDto } from './category-dto';
import { findCategoryTranslation } from './categories.repository';

/** GET /api/translations/category/{id} (admin). */
export async function getCategoryTranslation(db: Db, id: number): Promise<TCategoryTranslation> {
  const row = await findCategoryTranslation(db, id);
  if (!row) throw notFound();
  return categoryTranslationDto(row);
}
