import { CATEGORY_V, type TAdminCategory, type TCategoryForm } from '@scena/shared/catalog/categories';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField } from '../../../lib/errors';
import { adminCategoryDto } from './category-dto';
import { insertCategory, isCategoryNameTaken } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** POST /api/categories (admin): a name no other category has, whatever its case and spaces (422). */
export async function createCategory(
  deps: AppDeps,
  actorUserId: number,
  input: TCategoryForm,
): Promise<TAdminCategory> {
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    if (await isCategoryNameTaken(tx, input.name)) throw invalidField('name', CATEGORY_V.nameTaken);
    const row = await insertCategory(tx, { name: input.name, now });
    if (row === 'name_taken') throw invalidField('name', CATEGORY_V.nameTaken);
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
