import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import {
  VIDEO_IMAGE_FIELDS,
  VIDEO_V,
  type TAdminVideo,
  type TVideoFormOutput,
} from '@scena/shared/catalog/videos';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { deleteImagesQuietly, imageDto, storeImage, type StoredImage } from '../../../lib/images';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { videoValuesFromForm } from './videos-form';
import { loadAdminVideo, VIDEOS_CACHE_PREFIX } from './videos-read';
import {
  countVideoUses,
  deleteVideoRow,
  findVideoById,
  insertVideo,
  setVideoCategories,
  updateVideoRow,
} from './videos.repository';

export type VideoImages = Partial<Record<'image' | 'thumb', Buffer>>;

/** Events embed their video's texts and images: a video write drops both caches. */
export async function invalidateVideoCaches(deps: Pick<AppDeps, 'cache'>): Promise<void> {
  await deps.cache.invalidate(VIDEOS_CACHE_PREFIX);
  await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
}

/** Checks and stores the uploaded images (main ≤ 2000 px / 3 MB, thumb ≤ 650 px / 1 MB); none left on failure. */
async function storeVideoImages(deps: AppDeps, images: VideoImages) {
  const stored: Partial<Record<'image' | 'thumb', StoredImage>> = {};
  try {
    if (images.image) {
      stored.image = await storeImage(deps, images.image, {
        kind: 'videoImage',
        field: VIDEO_IMAGE_FIELDS.image,
        ...IMAGE_LIMITS.videoImage,
      });
    }
    if (images.thumb) {
      stored.thumb = await storeImage(deps, images.thumb, {
        kind: 'videoThumb',
        field: VIDEO_IMAGE_FIELDS.thumb,
        ...IMAGE_LIMITS.videoThumb,
      });
    }
  } catch (error) {
    await deleteImagesQuietly(deps, [stored.image?.ref]);
    throw error;
  }
  return stored;
}

/** The image columns of stored images: the ref, and image_link / thumb_link as the original's URL (events use them). */
function imageValues(stored: Partial<Record<'image' | 'thumb', StoredImage>>) {
  return {
    ...(stored.image
      ? { mainImage: stored.image.ref, imageLink: imageDto(stored.image.ref)?.url ?? null }
      : {}),
    ...(stored.thumb
      ? { thumbImage: stored.thumb.ref, thumbLink: imageDto(stored.thumb.ref)?.url ?? null }
      : {}),
  };
}

/** POST /api/videos/ (admin): the row, its categories, the images and an audit row. */
export async function createVideo(
  deps: AppDeps,
  actorUserId: number,
  form: TVideoFormOutput,
  images: VideoImages,
): Promise<TAdminVideo> {
  const stored = await storeVideoImages(deps, images);
  const now = deps.clock.now();
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const values = await videoValuesFromForm(tx, form, now);
      const row = await insertVideo(tx, { ...values, ...imageValues(stored), addedAt: now });
      if (row === 'slug_taken') throw invalidField('slug', VIDEO_V.slugTaken);
      await setVideoCategories(tx, row.id, form.categories);
      await writeAudit(tx, {
        actorUserId,
        action: 'video.create',
        entity: 'video',
        entityId: row.id,
        data: { title: row.title, slug: row.slug, categories: form.categories },
        now,
      });
      return loadAdminVideo(tx, row, now);
    });
    await invalidateVideoCaches(deps);
    return answer;
  } catch (error) {
    await deleteImagesQuietly(deps, [stored.image?.ref, stored.thumb?.ref]);
    throw error;
  }
}

/** PUT /api/videos/{id} (admin): the whole form; an image sent replaces the old one, whose files go after commit. */
export async function updateVideo(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  form: TVideoFormOutput,
  images: VideoImages,
): Promise<TAdminVideo> {
  if (!(await findVideoById(deps.db, id))) throw notFound();
  const stored = await storeVideoImages(deps, images);
  const now = deps.clock.now();
  try {
    const { answer, previous } = await deps.db.transaction(async (tx) => {
      const before = await findVideoById(tx, id);
      if (!before) throw notFound();
      const values = await videoValuesFromForm(tx, form, now, id);
      const row = await updateVideoRow(tx, id, { ...values, ...imageValues(stored) });
      if (row === 'slug_taken') throw invalidField('slug', VIDEO_V.slugTaken);
      if (!row) throw notFound();
      await setVideoCategories(tx, id, form.categories);
      await writeAudit(tx, {
        actorUserId,
        action: 'video.update',
        entity: 'video',
        entityId: id,
        data: { title: row.title, slug: row.slug, images: Object.keys(stored) },
        now,
      });
      return {
        answer: await loadAdminVideo(tx, row, now),
        previous: [stored.image ? before.mainImage : null, stored.thumb ? before.thumbImage : null],
      };
    });
    await deleteImagesQuietly(deps, previous);
    await invalidateVideoCaches(deps);
    return answer;
  } catch (error) {
    await deleteImagesQuietly(deps, [stored.image?.ref, stored.thumb?.ref]);
    throw error;
  }
}

/**
 * DELETE /api/videos/{id} (admin): with its translations and category links, then its image files. Refused
 * while an order or an event holds it (422 'form.validate.video_in_use'); the foreign keys decide a race.
 */
export async function deleteVideo(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await findVideoById(tx, id))) throw notFound();
    if ((await countVideoUses(tx, id)) > 0) throw invalidField('id', VIDEO_V.inUse);
    const deleted = await deleteVideoRow(tx, id);
    if (deleted === 'in_use') throw invalidField('id', VIDEO_V.inUse);
    if (!deleted) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'video.delete',
      entity: 'video',
      entityId: id,
      data: { title: deleted.title, slug: deleted.slug },
      now,
    });
    return deleted;
  });
  await deleteImagesQuietly(deps, [row.mainImage, row.thumbImage]);
  await invalidateVideoCaches(deps);
}

/** DELETE /api/videos/{id}/image/{image|thumb} (admin): clears the image and removes its files. */
export async function deleteVideoImage(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  which: 'image' | 'thumb',
): Promise<TAdminVideo> {
  const now = deps.clock.now();
  const { answer, previous } = await deps.db.transaction(async (tx) => {
    const before = await findVideoById(tx, id);
    if (!before) throw notFound();
    const row = await updateVideoRow(
      tx,
      id,
      which === 'image'
        ? { mainImage: null, imageLink: null, updatedAt: now }
        : { thumbImage: null, thumbLink: null, updatedAt: now },
    );
    if (!row || row === 'slug_taken') throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'video.delete_image',
      entity: 'video',
      entityId: id,
      data: { image: which },
      now,
    });
    return {
      answer: await loadAdminVideo(tx, row, now),
      previous: which === 'image' ? before.mainImage : before.thumbImage,
    };
  });
  await deleteImagesQuietly(deps, [previous]);
  await invalidateVideoCaches(deps);
  return answer;
}
