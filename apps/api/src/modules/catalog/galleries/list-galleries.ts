import type { TGallery } from '@scena/shared/catalog/galleries';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { galleryDto } from './gallery-dto';
import { findGallery, listGalleryImages, listGalleryRows, listGalleryVideos } from './galleries.repository';

/**
 * Videos and events embed their gallery in cached public answers: every gallery write drops the catalogue's
 * cached answers (all of them start with this).
 */
export const GALLERY_DEPENDENT_CACHE_PREFIX = 'catalog:';

/** GET /api/galleries (admin): every gallery with its images and the videos that use it, oldest first. */
export async function listGalleries(db: Db): Promise<TGallery[]> {
  // One after another: `db` may be a transaction, whose single connection cannot run queries side by side.
  const rows = await listGalleryRows(db);
  const images = await listGalleryImages(db);
  const videos = await listGalleryVideos(db);
  return rows.map((row) =>
    galleryDto(
      row,
      images.filter((image) => image.galleryId === row.id),
      videos.filter((video) => video.galleryId === row.id),
    ),
  );
}

/** One gallery as the administrator sees it; 404 when there is none. */
export async function loadGallery(db: Db, id: number): Promise<TGallery> {
  const row = await findGallery(db, id);
  if (!row) throw notFound();
  // One after the other: `db` may be a transaction, which is a single connection.
  const images = await listGalleryImages(db, [id]);
  const videos = await listGalleryVideos(db, [id]);
  return galleryDto(row, images, videos);
}
