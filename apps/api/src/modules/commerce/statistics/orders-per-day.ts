import {
  calendarDays,
  lastDays,
  type TOrdersPerDay,
  type TStatisticsRangeQuery,
} from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { byKey } from './statistics-dto';
import { statisticsRange } from './statistics-range';
import { tallyOrders } from './statistics.repository';

/**
 * GET /api/statistics/orders: the orders placed on each Warsaw day of the range (the last 7 days by default),
 * of every kind and status, and how many of them are COMPLETED; every day is listed, zeros included.
 */
export async function readOrdersPerDay(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
): Promise<TOrdersPerDay> {
  const range = statisticsRange(query, lastDays(deps.clock.now()));
  const tallies = byKey(
    await tallyOrders(deps.db, 'day', {
      createdFrom: range.start,
      createdBefore: range.end,
      end: range.end,
      reads: 'counts',
    }),
  );
  return {
    from: range.from,
    to: range.to,
    data: calendarDays(range.from, range.to).map((date) => {
      const day = tallies.get(date) ?? [];
      return {
        date,
        count: day.reduce((sum, tally) => sum + tally.orders, 0),
        completed: day.reduce((sum, tally) => sum + (tally.status === 'COMPLETED' ? tally.orders : 0), 0),
      };
    }),
  };
}
