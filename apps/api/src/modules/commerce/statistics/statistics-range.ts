import { resolveRange, type TDayRange, type TStatisticsRangeQuery } from '@scena/shared/commerce/statistics';
import { warsawDaysRange } from '@scena/shared/time/warsaw';
import type { Db } from '../../../db/client';
import { invalidField } from '../../../lib/errors';
import { byKey } from './statistics-dto';
import { tallyOrders, type TallyKey, type TallyReads } from './statistics.repository';

/**
 * The Warsaw days a statistics call answers for (the query's ends over the default range), and their instants:
 * from the first day's midnight to the midnight after the last (23 or 25 hours on a clock-change day).
 */
export function statisticsRange(
  query: TStatisticsRangeQuery,
  fallback: TDayRange,
): TDayRange & { start: Date; end: Date } {
  const resolved = resolveRange(query, fallback);
  if ('field' in resolved) throw invalidField(resolved.field, resolved.key);
  const instants = warsawDaysRange(resolved.range.from, resolved.range.to)!;
  return { ...resolved.range, ...instants };
}

/**
 * The orders placed within a statistics range, tallied by `by` as `reads` says and keyed, refunds counted up to
 * the range's end (what the range's summary reads too).
 */
export async function tallyRange(db: Db, by: TallyKey, range: { start: Date; end: Date }, reads: TallyReads) {
  return byKey(
    await tallyOrders(db, by, { createdFrom: range.start, createdBefore: range.end, end: range.end, reads }),
  );
}
