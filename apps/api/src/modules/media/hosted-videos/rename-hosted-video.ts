import type { THostedVideo } from '@scena/shared/media/hosted-videos';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { hostedVideoDto } from './hosted-video-dto';
import { findHostedVideo, updateHostedVideo } from './hosted-videos.repository';

/** PUT /api/vimeo/{id}: a new name in our list (the host keeps the name it was uploaded with). */
export async function renameHostedVideo(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  id: number,
  name: string,
): Promise<THostedVideo> {
  return deps.db.transaction(async (tx) => {
    const before = await findHostedVideo(tx, id);
    if (!before) throw notFound();
    const row = await updateHostedVideo(tx, id, { name });
    await writeAudit(tx, {
      actorUserId,
      action: 'hosted_video.renamed',
      entity: 'hosted_video',
      entityId: id,
      data: { before: before.name, after: name },
      now: deps.clock.now(),
    });
    return hostedVideoDto(row!);
  });
}
