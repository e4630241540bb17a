import type { TGallery } from '@scena/shared/catalog/galleries';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteImagesQuietly } from '../../../lib/images';
import { deleteGalleryImageRow, updateGalleryRow } from './galleries.repository';
import { GALLERY_DEPENDENT_CACHE_PREFIX, loadGallery } from './list-galleries';

/** DELETE /api/galleryImages/{id} (admin): the image row, then its files; answers the gallery. */
export async function deleteGalleryImage(deps: AppDeps, actorUserId: number, id: number): Promise<TGallery> {
  const now = deps.clock.now();
  const { gallery, ref } = await deps.db.transaction(async (tx) => {
    const row = await deleteGalleryImageRow(tx, id);
    if (!row) throw notFound();
    await updateGalleryRow(tx, row.galleryId, { now });
    await writeAudit(tx, {
      actorUserId,
      action: 'gallery_image.delete',
      entity: 'gallery_image',
      entityId: id,
      data: { gallery_id: row.galleryId, image: row.imageFile },
      now,
    });
    return { gallery: await loadGallery(tx, row.galleryId), ref: row.imageFile };
  });
  await deleteImagesQuietly(deps, [ref]);
  await deps.cache.invalidate(GALLERY_DEPENDENT_CACHE_PREFIX);
  return gallery;
}
