import type { TGallery, TGalleryImage } from '@scena/shared/catalog/galleries';
import { imageDto, imageFileUrl, type StoredImage } from '../../../lib/images';
import type { GalleryImageRow, GalleryRow, NewGalleryImageRow } from './galleries.repository';

/** The row of a stored image: the original's ref, the grid thumbnail and the rendition for each width slot. */
export function galleryImageValues(
  galleryId: number,
  image: StoredImage,
  position: number,
  now: Date,
): NewGalleryImageRow {
  const slot = (target: number) => {
    const width = Math.min(target, image.width);
    return `${image.id}/w${width}.webp`;
  };
  return {
    galleryId,
    imageFile: image.ref,
    thumbFile: `${image.id}/${image.grid}`,
    webp400File: slot(400),
    webp800File: slot(800),
    webp1200File: slot(1200),
    width: image.width,
    height: image.height,
    position,
    createdAt: now,
  };
}

export function galleryImageDto(row: GalleryImageRow): TGalleryImage | undefined {
  const image = imageDto(row.imageFile);
  if (!image) return undefined;
  const [id, file] = row.thumbFile.split('/');
  return { ...image, id: row.id, grid_thumb_url: imageFileUrl(id!, file!) };
}

export function galleryDto(
  row: GalleryRow,
  images: GalleryImageRow[],
  videos: Array<{ id: number; title: string; slug: string }>,
): TGallery {
  return {
    id: row.id,
    name: row.name,
    updated_at: row.updatedAt.toISOString(),
    images: images.map(galleryImageDto).filter((image): image is TGalleryImage => image !== undefined),
    videos: videos.map(({ id, title, slug }) => ({ id, title, slug })),
  };
}
