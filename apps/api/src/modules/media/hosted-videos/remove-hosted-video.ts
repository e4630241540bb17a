import { hostedVideoLink } from '@scena/shared/media/hosted-videos';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { deleteHostedVideoRow, findHostedVideo, videosUsingLink } from './hosted-videos.repository';

/**
 * DELETE /api/vimeo/{id}: removes the video from our list only; its bytes stay on the host (admin-content.md §7;
 * docs/operations.md tells how to remove them). A video the catalogue still plays is refused (409), so no
 * recording is left pointing at nothing.
 */
export async function removeHostedVideo(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findHostedVideo(tx, id);
    if (!row) throw notFound();
    if ((await videosUsingLink(tx, hostedVideoLink(row))).length > 0) {
      throw new AppError(409, 'error.hosted_video_in_use');
    }
    await deleteHostedVideoRow(tx, id);
    await writeAudit(tx, {
      actorUserId,
      action: 'hosted_video.removed',
      entity: 'hosted_video',
      entityId: id,
      data: { name: row.name, uri: row.uri, status: row.status },
      now: deps.clock.now(),
    });
  });
}
