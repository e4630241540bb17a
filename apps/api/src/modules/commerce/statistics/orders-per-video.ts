import type { TOrdersPerVideo } from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { countCompletedRentals, listVideoViews } from './statistics.repository';

/**
 * GET /api/statistics/ordersPerVideo: the completed rentals of each video that has any (bought, redeemed with a
 * code or granted: each is a person with access; gifts and group tickets count when redeemed), most first.
 */
export async function readOrdersPerVideo(deps: Pick<AppDeps, 'db'>): Promise<TOrdersPerVideo> {
  const rentals = new Map((await countCompletedRentals(deps.db)).map((row) => [row.videoId, row.rentals]));
  const rows = (await listVideoViews(deps.db))
    .filter((video) => rentals.has(video.id))
    .map((video) => ({ ...video, rentals: rentals.get(video.id)! }))
    .sort((a, b) => b.rentals - a.rentals || a.id - b.id);
  return {
    ids: rows.map((row) => row.id),
    labels: rows.map((row) => row.title),
    data: rows.map((row) => row.rentals),
  };
}
