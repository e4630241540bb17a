import type { TOrdersPerDay, TStatisticsRangeQuery } from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { readDailyTallies } from './daily-tallies';

/**
 * GET /api/statistics/orders: the orders placed on each Warsaw day of the range, of every kind and status, and
 * how many of them are COMPLETED.
 */
export function readOrdersPerDay(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
): Promise<TOrdersPerDay> {
  return readDailyTallies(deps, query, 'counts', (date, day) => ({
    date,
    count: day.reduce((sum, tally) => sum + tally.orders, 0),
    completed: day.reduce((sum, tally) => sum + (tally.status === 'COMPLETED' ? tally.orders : 0), 0),
  }));
}
