import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { THostedVideoFinalised, THostedVideoStatus } from '@scena/shared/media/hosted-videos';
import type { AppDeps } from '../../../deps';
import type { HostedVideoState, VideoHost } from '../../../adapters/video-host/video-host';
import { writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { callHost } from './host-errors';
import { hostedVideoDto } from './hosted-video-dto';
import { findHostedVideoByUri, updateHostedVideoFrom, type HostedVideoRow } from './hosted-videos.repository';
import { videoHostOf } from './video-host-of';

/** How long finalising waits for the host to finish: the stand-in and the local host within it, Vimeo rarely. */
const FINALISE_WAIT_MS = 5000;
const STATUS_POLL_MS = 250;

type FinaliseDeps = Pick<AppDeps, 'db' | 'env' | 'clock'>;

/** What the host's state means for our row: undefined while it is still at work. */
function settledStatus(state: HostedVideoState): THostedVideoStatus | undefined {
  if (state.uploadStatus === 'error' || state.transcodeStatus === 'error') return 'FAILED';
  if (state.uploadStatus === 'complete' && state.transcodeStatus === 'complete') return 'COMPLETE';
  return undefined;
}

/**
 * Asks the host once about a TRANSCODING video and records the outcome when there is one; the row moves on only
 * from TRANSCODING, so a finalising request and the job asking at once write it once.
 */
export async function followTranscode(
  deps: FinaliseDeps,
  host: VideoHost,
  row: HostedVideoRow,
  actorUserId: number | null,
): Promise<HostedVideoRow> {
  const next = settledStatus(await host.status(row.uri));
  if (!next) return row;
  return deps.db.transaction(async (tx) => {
    const moved = await updateHostedVideoFrom(tx, row.id, 'TRANSCODING', { status: next });
    if (!moved) return (await findHostedVideoByUri(tx, row.uri)) ?? row;
    await writeAudit(tx, {
      actorUserId,
      action: next === 'COMPLETE' ? 'hosted_video.completed' : 'hosted_video.failed',
      entity: 'hosted_video',
      entityId: row.id,
      data: { uri: row.uri },
      now: deps.clock.now(),
    });
    return moved;
  });
}

/**
 * PATCH /api/vimeo/{uri}: the browser says the upload is done. A HEAD on the upload link must find every byte
 * (else 409 and nothing changes); the video is then TRANSCODING and followed for a few seconds until the host
 * says complete (COMPLETE: the video form may pick it) or failed (FAILED). A host still at work after that leaves
 * it TRANSCODING for the media job (media-jobs.ts). Asking again is harmless.
 */
export async function finaliseUpload(
  deps: FinaliseDeps,
  log: FastifyBaseLogger,
  actorUserId: number,
  uri: string,
): Promise<THostedVideoFinalised> {
  let row = await findHostedVideoByUri(deps.db, uri);
  if (!row) throw notFound();
  const host = await videoHostOf(deps, log);
  let offset = row.size ?? 0;
  if (row.status === 'NOT_UPLOADED') {
    if (!row.uploadLink) throw new AppError(409, 'error.upload_incomplete');
    const link = row.uploadLink;
    const received = await callHost(log, () => host.uploadOffset({ uri: row!.uri, uploadLink: link }));
    offset = received.offset;
    if (received.offset < received.length) throw new AppError(409, 'error.upload_incomplete');
    row = await deps.db.transaction(async (tx) => {
      const moved = await updateHostedVideoFrom(tx, row!.id, 'NOT_UPLOADED', { status: 'TRANSCODING' });
      if (!moved) return (await findHostedVideoByUri(tx, uri))!;
      await writeAudit(tx, {
        actorUserId,
        action: 'hosted_video.uploaded',
        entity: 'hosted_video',
        entityId: moved.id,
        data: { uri, bytes: received.length },
        now: deps.clock.now(),
      });
      return moved;
    });
  }
  const until = Date.now() + FINALISE_WAIT_MS;
  while (row.status === 'TRANSCODING') {
    row = await callHost(log, () => followTranscode(deps, host, row!, actorUserId));
    if (row.status !== 'TRANSCODING' || Date.now() >= until) break;
    await sleep(STATUS_POLL_MS);
  }
  return { ...hostedVideoDto(row), offset };
}
