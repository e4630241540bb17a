import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteSlideTranslationRow } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

/** DELETE /api/translations/slide/{id} (admin). */
export async function deleteSlideTranslation(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await deleteSlideTranslationRow(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'slide_translation.delete',
      entity: 'slide_translation',
      entityId: id,
      data: { slide_id: row.slideId, language_code: row.languageCode },
      now,
    });
  });
  await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
}
