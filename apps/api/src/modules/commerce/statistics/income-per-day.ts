import { groszeToZloty } from '@scena/shared/catalog/money';
import { incomeOf } from '@scena/shared/commerce/payments-summary';
import {
  calendarDays,
  lastDays,
  type TIncomePerDay,
  type TStatisticsRangeQuery,
} from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { byKey } from './statistics-dto';
import { statisticsRange } from './statistics-range';
import { tallyOrders } from './statistics.repository';

/**
 * GET /api/statistics/income: the income of the orders placed on each Warsaw day of the range (the last 7 days
 * by default), by the revenue rule read at the range's end — so the days add up to the summary's income of the
 * same range (docs/decisions.md). Every kind of order counts; every day is listed, zeros included.
 */
export async function readIncomePerDay(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
): Promise<TIncomePerDay> {
  const range = statisticsRange(query, lastDays(deps.clock.now()));
  const tallies = byKey(
    await tallyOrders(deps.db, 'day', {
      createdFrom: range.start,
      createdBefore: range.end,
      end: range.end,
      reads: 'income',
    }),
  );
  return {
    from: range.from,
    to: range.to,
    data: calendarDays(range.from, range.to).map((date) => ({
      date,
      summ: groszeToZloty(incomeOf(tallies.get(date) ?? [])),
    })),
  };
}
