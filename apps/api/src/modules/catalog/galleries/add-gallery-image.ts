import { GALLERY_IMAGES_MAX, GALLERY_V, type TGallery } from '@scena/shared/catalog/galleries';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { deleteImagesQuietly, storeImage, type StoredImage } from '../../../lib/images';
import { galleryImageValues } from './gallery-dto';
import {
  countGalleryImages,
  findGallery,
  insertGalleryImage,
  listGalleryImages,
  updateGalleryRow,
} from './galleries.repository';
import { GALLERY_DEPENDENT_CACHE_PREFIX, loadGallery } from './list-galleries';

/**
 * POST /api/galleries/{id}/images (admin): stores one upload and adds it as the gallery's last image.
 * The gallery row is locked while its images are counted, so two uploads at once cannot make a sixth.
 * When anything refuses after the files were written, they are removed again.
 */
export async function addGalleryImage(
  deps: AppDeps,
  actorUserId: number,
  galleryId: number,
  file: Buffer | undefined,
): Promise<TGallery> {
  // Cheap refusals first, before the image is decoded.
  const before = await findGallery(deps.db, galleryId);
  if (!before) throw notFound();
  if ((await countGalleryImages(deps.db, galleryId)) >= GALLERY_IMAGES_MAX) {
    throw invalidField('image', GALLERY_V.full);
  }
  if (!file || file.length === 0) throw invalidField('image', 'form.validate.required');

  const image: StoredImage = await storeImage(deps, file, { kind: 'gallery', ...IMAGE_LIMITS.gallery });
  const now = deps.clock.now();
  try {
    const gallery = await deps.db.transaction(async (tx) => {
      if (!(await findGallery(tx, galleryId, { lock: true }))) throw notFound();
      const existing = await listGalleryImages(tx, [galleryId]);
      if (existing.length >= GALLERY_IMAGES_MAX) throw invalidField('image', GALLERY_V.full);
      const position = Math.max(0, ...existing.map((row) => row.position + 1));
      const row = await insertGalleryImage(tx, galleryImageValues(galleryId, image, position, now));
      await updateGalleryRow(tx, galleryId, { now });
      await writeAudit(tx, {
        actorUserId,
        action: 'gallery_image.create',
        entity: 'gallery_image',
        entityId: row.id,
        data: { gallery_id: galleryId, image: image.ref },
        now,
      });
      return loadGallery(tx, galleryId);
    });
    await deps.cache.invalidate(GALLERY_DEPENDENT_CACHE_PREFIX);
    return gallery;
  } catch (error) {
    await deleteImagesQuietly(deps, [image.ref]);
    throw error;
  }
}
