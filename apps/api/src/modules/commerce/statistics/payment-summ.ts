import {
  currentMonthRange,
  type TPaymentSumm,
  type TStatisticsRangeQuery,
} from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { statisticsSummaryOf } from './statistics-dto';
import { statisticsRange, tallyRange } from './statistics-range';

/**
 * GET /api/statistics/paymentsumm: the §9 summaries of the orders placed on the range's Warsaw days (the current
 * month by default): of orders for an event (tickets, group tickets and gifts of it), for a video (the same),
 * and of gifts for any product.
 */
export async function readPaymentSumm(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
): Promise<TPaymentSumm> {
  const range = statisticsRange(query, currentMonthRange(deps.clock.now()));
  const tallies = await tallyRange(deps.db, 'product', range, 'summary');
  return {
    from: range.from,
    to: range.to,
    eventsSumm: statisticsSummaryOf(tallies.get('event') ?? []),
    videosSumm: statisticsSummaryOf(tallies.get('video') ?? []),
    anyProductSumm: statisticsSummaryOf(tallies.get('any') ?? []),
  };
}
