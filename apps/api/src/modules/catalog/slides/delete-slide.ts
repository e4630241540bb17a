import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteImagesQuietly } from '../../../lib/images';
import { deleteSlideRow } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

/** DELETE /api/slides/{id} (admin): the slide and its translations, then its background image's files. */
export async function deleteSlide(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await deleteSlideRow(tx, id);
    if (!deleted) throw notFound();
    await writeAudit(tx, { actorUserId, action: 'slide.delete', entity: 'slide', entityId: id, now });
    return deleted;
  });
  await deleteImagesQuietly(deps, [row.bgImage]);
  await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
}
