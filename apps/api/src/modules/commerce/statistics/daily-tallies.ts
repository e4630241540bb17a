import { calendarDays, lastDays, type TStatisticsRangeQuery } from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { statisticsRange, tallyRange } from './statistics-range';
import type { KeyedTally, TallyReads } from './statistics.repository';

/**
 * The orders placed on each Warsaw day of the range (the last 7 days by default), tallied as `reads` says and
 * shaped by `day`: every day is listed, a day without orders with no tallies. The revenue rule is read at the
 * range's end, so the days add up to the summary of the same range.
 */
export async function readDailyTallies<Day>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TStatisticsRangeQuery,
  reads: TallyReads,
  day: (date: string, tallies: KeyedTally[]) => Day,
): Promise<{ from: string; to: string; data: Day[] }> {
  const range = statisticsRange(query, lastDays(deps.clock.now()));
  const tallies = await tallyRange(deps.db, 'day', range, reads);
  return {
    from: range.from,
    to: range.to,
    data: calendarDays(range.from, range.to).map((date) => day(date, tallies.get(date) ?? [])),
  };
}
