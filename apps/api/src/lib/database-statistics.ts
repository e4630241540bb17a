import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { periodicJob, type PeriodicJob } from './periodic-job';

/** A minute, as autovacuum's own pause between rounds. */
const STATISTICS_EVERY_MS = 60_000;

/**
 * The planner's statistics kept up to date on PGlite, which has no autovacuum (Database.refreshStatistics). On
 * PostgreSQL there is nothing to run, and the server does not start it.
 */
export function createStatisticsJobs(database: Database, log: FastifyBaseLogger): PeriodicJob {
  return periodicJob({
    name: 'database statistics',
    everyMs: STATISTICS_EVERY_MS,
    log,
    run: async () => {
      await database.refreshStatistics?.();
    },
  });
}
