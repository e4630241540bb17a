import { EVENT_TIMING, type TEventTimingStatus } from './event-timing';
import { parseCatalogInstant, secondOf } from './wall-clock';

/** A video's availability window: available_from and end_date, each unset (null, '', 0000-00-00) for none. */
export interface TVideoWindow {
  available_from: Date | string | null | undefined;
  end_date: Date | string | null | undefined;
}

/**
 * Where `now` lies in a video's window, in the event timing encoding: 0 before available_from, 1 inside, -1
 * after end_date (visitor-side.md §4: "inside the window the watch button is shown; after the window there is
 * no access"). Unset edges are open. A date-only value starts at Warsaw 00:00:00 and ends at 23:59:59
 * (parseCatalogInstant); edges are inclusive at whole seconds.
 */
export function videoWindowStatus(window: TVideoWindow, now: Date): TEventTimingStatus {
  const from = parseCatalogInstant(window.available_from, 'start');
  const end = parseCatalogInstant(window.end_date, 'end');
  const at = secondOf(now);
  if (from && at < secondOf(from)) return EVENT_TIMING.upcoming;
  if (end && at > secondOf(end)) return EVENT_TIMING.ended;
  return EVENT_TIMING.ongoing;
}
