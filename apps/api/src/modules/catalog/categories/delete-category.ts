import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteCategoryRow } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** DELETE /api/categories/{id} (admin): its translations and its links to videos go with it; the videos stay. */
export async function deleteCategory(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCategoryRow(tx, id))) throw notFound();
    await writeAudit(tx, { actorUserId, action: 'category.delete', entity: 'category', entityId: id, now });
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
}
