import type { TAdminCategory, TCategoryForm } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { adminCategoryDto } from './category-dto';
import { insertCategory } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** POST /api/categories (admin). */
export async function createCategory(
  deps: AppDeps,
  actorUserId: number,
  input: TCategoryForm,
): Promise<TAdminCategory> {
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    const row = await insertCategory(tx, { name: input.name, now });
    await writeAudit(tx, {
      actorUserId,
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      data: { name: row.name },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
  return adminCategoryDto(category, [], []);
}
