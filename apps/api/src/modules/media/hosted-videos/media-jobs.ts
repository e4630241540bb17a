import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, type PeriodicJob } from '../../../lib/periodic-job';
import type { AppDeps } from '../../../deps';
import { deleteExpiredStreamGrants } from '../stream-grants.repository';
import { followTranscode } from './finalise-upload';
import { listHostedVideosIn } from './hosted-videos.repository';
import { videoHostOf } from './video-host-of';

const POLL_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Expired stream grants deleted by one statement: a run goes on until one deletes fewer. */
const GRANT_BATCH = 1000;

/** One run: expired stream grants deleted, videos still transcoding asked about, old unfinished uploads removed. */
export type MediaJobs = PeriodicJob;

type JobDeps = Pick<AppDeps, 'db' | 'env' | 'clock'>;

/**
 * The hosted videos' background work (issue 9). Each step is safe to run in several processes at once: a video
 * moves out of TRANSCODING only from TRANSCODING (finalise-upload.ts), and removing an upload or a grant that
 * another process removed first is nothing.
 */
export function createMediaJobs(deps: JobDeps & { log: FastifyBaseLogger }): MediaJobs {
  async function deleteExpiredGrants() {
    const now = deps.clock.now();
    for (;;) {
      if ((await deleteExpiredStreamGrants(deps.db, now, GRANT_BATCH)) < GRANT_BATCH) return;
    }
  }

  async function followTranscodes() {
    const host = await videoHostOf(deps, deps.log);
    for (const row of await listHostedVideosIn(deps.db, 'TRANSCODING')) {
      try {
        await followTranscode(deps, host, row, null);
      } catch (error) {
        deps.log.warn({ err: error, hostedVideoId: row.id }, 'transcode status unknown; asked again later');
      }
    }
  }

  async function cleanUp() {
    const host = await videoHostOf(deps, deps.log);
    const { removed } = await host.cleanupUnfinishedUploads(deps.env.MEDIA_UPLOAD_MAX_AGE_HOURS * HOUR_MS);
    if (removed.length > 0) deps.log.info({ removed }, 'removed unfinished uploads');
  }

  return periodicJob({
    name: 'media jobs',
    everyMs: POLL_MS,
    log: deps.log,
    run: async () => {
      await deleteExpiredGrants();
      await followTranscodes();
      await cleanUp();
    },
  });
}
