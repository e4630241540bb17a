import type { FastifyBaseLogger } from 'fastify';
import type { THostedVideo } from '@scena/shared/media/hosted-videos';
import type { AppDeps } from '../../../deps';
import { hostedVideoDto } from './hosted-video-dto';
import { listHostedVideoRows } from './hosted-videos.repository';
import { videoHostOf } from './video-host-of';

/**
 * GET /api/vimeo: every hosted video, newest first. An unfinished one carries a link to continue its upload with
 * (the local host signs a fresh one; none when its upload is gone and it must be uploaded again).
 */
export async function listHostedVideos(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  log: FastifyBaseLogger,
): Promise<THostedVideo[]> {
  const rows = await listHostedVideoRows(deps.db);
  const host = await videoHostOf(deps, log);
  return Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'NOT_UPLOADED' || !row.uploadLink) return hostedVideoDto(row);
      const link = await host
        .uploadLinkFor({ uri: row.uri, uploadLink: row.uploadLink })
        .catch((error: unknown) => {
          log.warn({ err: error, hostedVideoId: row.id }, 'no link to continue the upload with');
          return undefined;
        });
      return hostedVideoDto(row, link ?? null);
    }),
  );
}
