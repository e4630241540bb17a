import type { z } from 'zod';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import type { TAdminSlide, ZSlideUpdate } from '@scena/shared/catalog/slides';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteImagesQuietly, storeImage } from '../../../lib/images';
import { SLIDE_IMAGE_FIELD } from './create-slide';
import { adminSlideDto } from './slide-dto';
import { findSlide, updateSlideRow } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

/**
 * PUT /api/slides/{id} (admin): changes the fields sent (a new background image replaces the old one, whose
 * files go once the change has committed) and renews updated_at. An empty payload changes nothing else, which
 * moves the slide to the top of the list (the admin's up arrow).
 */
export async function updateSlide(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: z.output<typeof ZSlideUpdate>,
  bgImage: Buffer | undefined,
): Promise<TAdminSlide> {
  if (!(await findSlide(deps.db, id))) throw notFound();
  const image = bgImage
    ? await storeImage(deps, bgImage, { kind: 'slide', field: SLIDE_IMAGE_FIELD, ...IMAGE_LIMITS.slide })
    : undefined;
  const now = deps.clock.now();
  try {
    const { slide, previousImage } = await deps.db.transaction(async (tx) => {
      const before = await findSlide(tx, id);
      if (!before) throw notFound();
      const row = await updateSlideRow(tx, id, {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.text === undefined ? {} : { text: input.text }),
        ...(input.url === undefined ? {} : { url: input.url }),
        ...(input.published === undefined ? {} : { published: input.published }),
        ...(image ? { bgImage: image.ref } : {}),
        updatedAt: now,
      });
      if (!row) throw notFound();
      const changed = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
      await writeAudit(tx, {
        actorUserId,
        action: changed.length === 0 && !image ? 'slide.move_to_top' : 'slide.update',
        entity: 'slide',
        entityId: id,
        data: { changed: image ? [...changed, 'bg_image'] : changed },
        now,
      });
      return { slide: row, previousImage: image ? before.bgImage : null };
    });
    await deleteImagesQuietly(deps, [previousImage]);
    await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
    return adminSlideDto(slide);
  } catch (error) {
    await deleteImagesQuietly(deps, [image?.ref]);
    throw error;
  }
}
