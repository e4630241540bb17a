import type { FastifyBaseLogger } from 'fastify';
import { HOSTED_V, type ZSubtitleTrackForm, type TSubtitleTrack } from '@scena/shared/media/hosted-videos';
import { toWebVtt } from '@scena/shared/media/subtitles';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { callHost } from './host-errors';
import { findHostedVideoByUri, type HostedVideoRow } from './hosted-videos.repository';
import { videoHostOf } from './video-host-of';

type SubtitleDeps = Pick<AppDeps, 'db' | 'env' | 'clock'>;

/** Only videos of our list: a uri the host knows but we do not is a 404 like any other. */
async function listedVideo(deps: SubtitleDeps, uri: string): Promise<HostedVideoRow> {
  const row = await findHostedVideoByUri(deps.db, uri);
  if (!row) throw notFound();
  return row;
}

/** GET /api/vimeo/{uri}/subtitles: the video's text tracks, as the host has them. */
export async function listSubtitles(
  deps: SubtitleDeps,
  log: FastifyBaseLogger,
  uri: string,
): Promise<{ data: TSubtitleTrack[] }> {
  const row = await listedVideo(deps, uri);
  const host = await videoHostOf(deps, log);
  return { data: await callHost(log, () => host.listTextTracks(row.uri)) };
}

/**
 * POST /api/vimeo/{uri}/subtitles: a track of `language` made active. The content must be WebVTT — SubRip is
 * converted, as the form does — else the field's error, and nothing reaches the host.
 */
export async function addSubtitles(
  deps: SubtitleDeps,
  log: FastifyBaseLogger,
  actorUserId: number,
  uri: string,
  form: z.output<typeof ZSubtitleTrackForm>,
): Promise<TSubtitleTrack> {
  const row = await listedVideo(deps, uri);
  const converted = toWebVtt(form.subtitleContent);
  if (!converted.ok) throw invalidField('subtitleContent', HOSTED_V.vtt);
  const host = await videoHostOf(deps, log);
  const track = await callHost(log, () =>
    host.addTextTrack(row.uri, {
      language: form.language,
      name: form.name,
      kind: 'subtitles',
      vtt: converted.vtt,
    }),
  );
  await writeAudit(deps.db, {
    actorUserId,
    action: 'hosted_video.subtitles_added',
    entity: 'hosted_video',
    entityId: row.id,
    data: { trackId: track.id, language: track.language, name: track.name },
    now: deps.clock.now(),
  });
  return track;
}

/** DELETE /api/vimeo/{uri}/subtitles/{trackId}. */
export async function deleteSubtitles(
  deps: SubtitleDeps,
  log: FastifyBaseLogger,
  actorUserId: number,
  uri: string,
  trackId: string,
): Promise<void> {
  const row = await listedVideo(deps, uri);
  const host = await videoHostOf(deps, log);
  await callHost(log, () => host.deleteTextTrack(row.uri, trackId));
  await writeAudit(deps.db, {
    actorUserId,
    action: 'hosted_video.subtitles_deleted',
    entity: 'hosted_video',
    entityId: row.id,
    data: { trackId },
    now: deps.clock.now(),
  });
}
