import { averageViewsPerDay, type TViewsPerVideo } from '@scena/shared/commerce/statistics';
import { warsawToday } from '@scena/shared/time/calendar-date';
import type { AppDeps } from '../../../deps';
import { listVideoViews } from './statistics.repository';

/** GET /api/statistics/viewsPerVideo: every video's views, most first, with the average per day since it was added. */
export async function readViewsPerVideo(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TViewsPerVideo> {
  const now = deps.clock.now();
  const rows = await listVideoViews(deps.db);
  return {
    ids: rows.map((row) => row.id),
    labels: rows.map((row) => row.title),
    data: rows.map((row) => row.views),
    created_dates: rows.map((row) => warsawToday(row.addedAt)),
    averages: rows.map((row) => averageViewsPerDay(row.views, row.addedAt, now)),
  };
}
