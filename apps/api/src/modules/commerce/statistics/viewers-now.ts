import { VIEWERS_NOW_WINDOW_MS, type TViewersNow } from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import { countViewersSince } from '../../bans';

/**
 * GET /api/statistics/viewersNow: how many are watching now, as the playback calls tell it (each start and each
 * renewal is recorded per viewer and network for the autoban). Told to staff before maintenance cuts them off.
 */
export async function readViewersNow(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TViewersNow> {
  const since = new Date(deps.clock.now().getTime() - VIEWERS_NOW_WINDOW_MS);
  return {
    viewers: await countViewersSince(deps.db, since),
    window_minutes: VIEWERS_NOW_WINDOW_MS / 60_000,
  };
}
