import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteCategoryTranslationRow } from './categories.repository';
import { CATEGORIES_CACHE_PREFIX } from './list-categories';

/** DELETE /api/translations/category/{id} (admin). */
export async function deleteCategoryTranslation(
  deps: AppDeps,
  actorUserId: number,
  id: number,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await deleteCategoryTranslationRow(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'category_translation.delete',
      entity: 'category_translation',
      entityId: id,
      data: { category_id: row.categoryId, language_code: row.languageCode },
      now,
    });
  });
  await deps.cache.invalidate(CATEGORIES_CACHE_PREFIX);
}
