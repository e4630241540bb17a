import { groszeToZloty } from '@scena/shared/catalog/money';
import { incomeOf } from '@scena/shared/commerce/payments-summary';
import type { TIncomePerDay, TStatisticsRangeQuery } from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { readDailyTallies } from './daily-tallies';

/**
 * GET /api/statistics/income: the income of the orders placed on each Warsaw day of the range, by the revenue
 * rule read at the range's end — so the days add up to the summary's income of the same range
 * (docs/decisions.md). Every kind of order counts.
 */
export function readIncomePerDay(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
): Promise<TIncomePerDay> {
  return readDailyTallies(deps, query, 'income', (date, day) => ({
    date,
    summ: groszeToZloty(incomeOf(day)),
  }));
}
