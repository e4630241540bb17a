import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { THostedVideo, ZHostedUploadStart } from '@scena/shared/media/hosted-videos';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { callHost } from './host-errors';
import { hostedVideoDto } from './hosted-video-dto';
import { deleteHostedVideoRow, insertHostedVideo, updateHostedVideo } from './hosted-videos.repository';
import { videoHostOf } from './video-host-of';

/**
 * POST /api/vimeo: a new hosted video, NOT_UPLOADED, and an upload of `size` bytes on the host for the browser to
 * send the file to. The row comes first (the local host keeps the file under its id); the host is called outside
 * any transaction (Vimeo may take seconds), and a refusal removes the row again, so nothing is left behind.
 */
export async function startUpload(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  log: FastifyBaseLogger,
  actorUserId: number,
  input: z.output<typeof ZHostedUploadStart>,
): Promise<THostedVideo> {
  const host = await videoHostOf(deps, log);
  const now = deps.clock.now();
  const row = await insertHostedVideo(deps.db, {
    name: input.name,
    // Unique and never a host's uri: replaced below once the host has made the upload.
    uri: `pending/${randomUUID()}`,
    status: 'NOT_UPLOADED',
    size: input.size,
    fileName: input.file_name ?? null,
    createdAt: now,
  });
  let upload;
  try {
    upload = await callHost(log, () => host.createUpload({ id: row.id, name: input.name, size: input.size }));
  } catch (error) {
    await deleteHostedVideoRow(deps.db, row.id);
    throw error;
  }
  const saved = await deps.db.transaction(async (tx) => {
    const updated = await updateHostedVideo(tx, row.id, { uri: upload.uri, uploadLink: upload.uploadLink });
    await writeAudit(tx, {
      actorUserId,
      action: 'hosted_video.upload_started',
      entity: 'hosted_video',
      entityId: row.id,
      data: { name: input.name, size: input.size, uri: upload.uri, host: host.name },
      now,
    });
    return updated!;
  });
  return hostedVideoDto(saved, upload.uploadLink);
}
