import { CATEGORY_V, type TAdminCategory, type TCategoryForm } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { isCategoryNameTaken, updateCategoryRow } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX, loadAdminCategory } from './list-categories';

/**
 * PUT /api/categories/{id} (admin): renames the category (its Polish name), to its own name in other letters or
 * to one no other category has (422).
 */
export async function updateCategory(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: TCategoryForm,
): Promise<TAdminCategory> {
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    if (await isCategoryNameTaken(tx, input.name, id)) throw invalidField('name', CATEGORY_V.nameTaken);
    const row = await updateCategoryRow(tx, id, { name: input.name, now });
    if (row === 'name_taken') throw invalidField('name', CATEGORY_V.nameTaken);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'category.update',
      entity: 'category',
      entityId: id,
      data: { name: row.name },
      now,
    });
    return loadAdminCategory(tx, id);
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
  if (!category) throw notFound();
  return category;
}
