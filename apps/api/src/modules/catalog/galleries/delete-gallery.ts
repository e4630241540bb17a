import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteImagesQuietly } from '../../../lib/images';
import { deleteGalleryRow, listGalleryImages } from './galleries.repository';
import { GALLERY_DEPENDENT_CACHE_PREFIX } from './list-galleries';

/**
 * DELETE /api/galleries/{id} (admin): the gallery, its image rows and, once that has committed, their files.
 * Videos using it lose it (gallery_id becomes null).
 */
export async function deleteGallery(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  log?: { warn: (obj: unknown, msg: string) => void },
): Promise<void> {
  const now = deps.clock.now();
  const images = await deps.db.transaction(async (tx) => {
    const imageRows = await listGalleryImages(tx, [id]);
    if (!(await deleteGalleryRow(tx, id))) throw notFound();
    await writeAudit(tx, { actorUserId, action: 'gallery.delete', entity: 'gallery', entityId: id, now });
    return imageRows;
  });
  await deleteImagesQuietly(
    { env: deps.env, log },
    images.map((image) => image.imageFile),
  );
  await deps.cache.invalidate(GALLERY_DEPENDENT_CACHE_PREFIX);
}
