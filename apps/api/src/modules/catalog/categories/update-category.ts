import type { TAdminCategory, TCategoryForm } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { updateCategoryRow } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX, loadAdminCategory } from './list-categories';

/** PUT /api/categories/{id} (admin): renames the category (its Polish name). */
export async function updateCategory(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: TCategoryForm,
): Promise<TAdminCategory> {
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    const row = await updateCategoryRow(tx, id, { name: input.name, now });
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
