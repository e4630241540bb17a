import type { TGallery, TGalleryForm } from '@scena/shared/catalog/galleries';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { galleryDto } from './gallery-dto';
import { insertGallery } from './galleries.repository';

/** POST /api/galleries (admin): an empty gallery. */
export async function createGallery(
  deps: AppDeps,
  actorUserId: number,
  input: TGalleryForm,
): Promise<TGallery> {
  const now = deps.clock.now();
  const gallery = await deps.db.transaction(async (tx) => {
    const row = await insertGallery(tx, { name: input.name, now });
    await writeAudit(tx, {
      actorUserId,
      action: 'gallery.create',
      entity: 'gallery',
      entityId: row.id,
      data: { name: row.name },
      now,
    });
    return row;
  });
  return galleryDto(gallery, [], []);
}
