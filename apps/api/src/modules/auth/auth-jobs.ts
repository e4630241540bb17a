import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { deleteLinkTokensEndedBefore, deleteSessionsEndedBefore } from './auth.repository';

const DAY_MS = 86_400_000;
/**
 * How long a session or a mailed link is kept after its end. For a month the sign-in page can still say why a
 * token stopped working (another device, a block) rather than only that it expired; after that the address and
 * browser a session kept are personal data with no use left.
 */
export const ENDED_KEPT_MS = 30 * DAY_MS;
const EVERY_MS = 3_600_000;
/** Rows deleted by one statement: a run goes on until one deletes fewer. */
const BATCH = 1000;

export type AuthJobs = PeriodicJob;

/** Ended sessions and mailed links deleted after ENDED_KEPT_MS; safe in several processes at once. */
export function createAuthJobs(deps: Pick<AppDeps, 'db' | 'clock'> & { log: FastifyBaseLogger }): AuthJobs {
  async function deleteAll(remove: (before: Date) => Promise<number>) {
    const before = new Date(deps.clock.now().getTime() - ENDED_KEPT_MS);
    while ((await remove(before)) === BATCH);
  }

  return periodicJob({
    name: 'auth jobs',
    everyMs: EVERY_MS,
    log: deps.log,
    run: async () => {
      await deleteAll((before) => deleteSessionsEndedBefore(deps.db, before, BATCH));
      await deleteAll((before) => deleteLinkTokensEndedBefore(deps.db, before, BATCH));
    },
  });
}
