import { isShownAsFullDay } from '@scena/shared/catalog/event-timing';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TVideo } from '@scena/shared/catalog/videos';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { isUnsetDate, parseCatalogInstant } from '@scena/shared/catalog/wall-clock';
import type { Language } from '@scena/shared/i18n/messages';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { formatDate, formatIsoDate, formatTime } from '@/lib/format';

/** The home page's rules, apart from the markup (visitor-side.md §2 "Home page", admin-content.md §4). */

export const ENDED = -1;
export const ONGOING = 1;
export const UPCOMING = 0;

/**
 * Video cards are hidden when not visible, when end_date has passed or when dashboard_hidden (visitor-side.md
 * §2). The public list already leaves them out; the page checks again because inlined data may be older.
 */
export function isVideoListed(video: TVideo, now: Date): boolean {
  if (!video.visible || video.dashboard_hidden) return false;
  const end = parseCatalogInstant(video.end_date, 'end');
  return !end || end.getTime() >= now.getTime();
}

/**
 * The festival list (admin-content.md "Festival settings"): unpublished events never; what has not ended comes
 * first in date order, then the finished ones when festival_show_finished, latest first when
 * festival_reverse_finished.
 */
export function festivalList(
  events: TEvent[],
  options: { showFinished: boolean; reverseFinished: boolean },
): TEvent[] {
  const published = events.filter((event) => event.published);
  const current = published.filter((event) => event.status !== ENDED);
  if (!options.showFinished) return current;
  const finished = published.filter((event) => event.status === ENDED);
  return [...current, ...(options.reverseFinished ? [...finished].reverse() : finished)];
}

/** Today's Warsaw calendar date `days` ago, as YYYY-MM-DD. */
export function warsawDateDaysAgo(now: Date, days: number): string {
  return warsawToday(new Date(now.getTime() - days * 86_400_000));
}

/** "19:00" → "19:00", "09:30" → "9:30" (H:mm, visitor-side.md §9). */
function shortTime(value: string): string {
  const [hours, minutes] = value.split(':');
  return `${Number(hours)}:${minutes}`;
}

function day(value: string, short: boolean): string {
  const full = formatIsoDate(value);
  return short ? full.slice(0, 5) : full;
}

/**
 * An event's date line from its Warsaw dates and times: "12.05.2026, 19:00–21:00", "12.05.2026 – 14.05.2026",
 * or with `short` (festival_short_dates) "12.05, 19:00". A full-day event shows no times but `fullDayText`.
 */
export function eventDateLine(event: TEvent, short: boolean, fullDayText: string): string | null {
  if (!event.date_from || isUnsetDate(event.date_from)) return null;
  const from = day(event.date_from, short);
  const to = event.date_to && !isUnsetDate(event.date_to) ? day(event.date_to, short) : from;
  const dates = to === from ? from : `${from} – ${to}`;
  if (isShownAsFullDay(event)) return `${dates}, ${fullDayText}`;
  if (!event.time_from) return dates;
  const end = event.time_to && !event.hide_time_to ? `–${shortTime(event.time_to)}` : '';
  return `${dates}, ${shortTime(event.time_from)}${end}`;
}

/** An instant as "12.05.2026, 19:00" in Warsaw. */
export function dateTimeText(value: string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** The price, or the caller's "free access" text for 0 (visitor-side.md §9). */
export function priceText(price: number, language: Language, freeText: string): string {
  const grosze = zlotyToGrosze(price);
  return grosze === null || grosze === 0 ? freeText : formatPrice(grosze, language);
}
