import type { TProductStatisticsList } from '@scena/shared/commerce/statistics';
import { warsawToday } from '@scena/shared/time/calendar-date';
import type { AppDeps } from '../../../deps';
import { byKey, statisticsSummaryOf } from './statistics-dto';
import { listEventViews, listVideoViews, tallyOrders, type KeyedTally } from './statistics.repository';

/** People with access through completed tickets (an event) or rentals (a video), whoever paid. */
function viewersOf(tallies: KeyedTally[], kind: 'event' | 'video'): number {
  return tallies
    .filter((tally) => tally.kind === kind && tally.status === 'COMPLETED')
    .reduce((sum, tally) => sum + tally.orders, 0);
}

/**
 * GET /api/statistics/events and /videos: every event (the latest first) or video (most viewed first) with the
 * §9 summary of all its orders so far — tickets or rentals, group tickets and gifts of it; refunds up to now —
 * its viewers and its views.
 */
export async function listProductStatistics(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  type: 'event' | 'video',
): Promise<TProductStatisticsList> {
  const tallies = byKey(await tallyOrders(deps.db, type, { end: deps.clock.now(), reads: 'summary' }));
  const products =
    type === 'event'
      ? (await listEventViews(deps.db)).map((event) => ({ ...event, date: event.dateFrom }))
      : (await listVideoViews(deps.db)).map((video) => ({ ...video, date: warsawToday(video.addedAt) }));
  return {
    data: products.map((product) => {
      const own = tallies.get(String(product.id)) ?? [];
      return {
        id: product.id,
        title: product.title,
        slug: product.slug,
        date: product.date,
        ...statisticsSummaryOf(own),
        viewers: viewersOf(own, type),
        views: product.views,
      };
    }),
  };
}
