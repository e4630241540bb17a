import type { z } from 'zod';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import type { TAdminSlide, ZSlideForm } from '@scena/shared/catalog/slides';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { deleteImagesQuietly, storeImage } from '../../../lib/images';
import { adminSlideDto } from './slide-dto';
import { insertSlide } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

export const SLIDE_IMAGE_FIELD = 'bg_image';

/**
 * POST /api/slides (admin): the fields are already valid; the background image (optional) is checked and
 * stored, then the row is written. The new slide is the latest updated, so it comes first.
 * When the row cannot be written, the stored image is removed again.
 */
export async function createSlide(
  deps: AppDeps,
  actorUserId: number,
  input: z.output<typeof ZSlideForm>,
  bgImage: Buffer | undefined,
): Promise<TAdminSlide> {
  const image = bgImage
    ? await storeImage(deps, bgImage, { kind: 'slide', field: SLIDE_IMAGE_FIELD, ...IMAGE_LIMITS.slide })
    : undefined;
  const now = deps.clock.now();
  try {
    const slide = await deps.db.transaction(async (tx) => {
      const row = await insertSlide(tx, {
        title: input.title,
        text: input.text,
        url: input.url ?? null,
        published: input.published,
        bgImage: image?.ref ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(tx, {
        actorUserId,
        action: 'slide.create',
        entity: 'slide',
        entityId: row.id,
        data: { title: row.title, published: row.published, bg_image: row.bgImage },
        now,
      });
      return row;
    });
    await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
    return adminSlideDto(slide);
  } catch (error) {
    await deleteImagesQuietly(deps, [image?.ref]);
    throw error;
  }
}
