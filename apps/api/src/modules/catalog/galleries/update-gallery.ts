import type { TGallery, TGalleryForm } from '@scena/shared/catalog/galleries';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { updateGalleryRow } from './galleries.repository';
import { GALLERY_DEPENDENT_CACHE_PREFIX, loadGallery } from './list-galleries';

/** PUT /api/galleries/{id} (admin): renames the gallery. */
export async function updateGallery(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: TGalleryForm,
): Promise<TGallery> {
  const now = deps.clock.now();
  const gallery = await deps.db.transaction(async (tx) => {
    const row = await updateGalleryRow(tx, id, { name: input.name, now });
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'gallery.update',
      entity: 'gallery',
      entityId: id,
      data: { name: row.name },
      now,
    });
    return loadGallery(tx, id);
  });
  await deps.cache.invalidate(GALLERY_DEPENDENT_CACHE_PREFIX);
  return gallery;
}
