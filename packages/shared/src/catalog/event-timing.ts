import {
  isUnsetDate,
  LAST_SECOND_OF_DAY,
  parseTimeOfDay,
  secondOf,
  warsawDateAndSecondsToUtc,
} from './wall-clock';

/** Event timing status (visitor-side.md §4): -1 ended, 0 upcoming ("soon"), 1 ongoing ("watch"). */
export const EVENT_TIMING = { ended: -1, upcoming: 0, ongoing: 1 } as const;
export type TEventTimingStatus = (typeof EVENT_TIMING)[keyof typeof EVENT_TIMING];

/** The schedule fields of an event as stored: Warsaw calendar dates and wall-clock times. */
export interface TEventSchedule {
  /** YYYY-MM-DD; 0000-00-00 or empty means unset. */
  date_from: string | null | undefined;
  /** YYYY-MM-DD; unset means the event ends on date_from's day. */
  date_to: string | null | undefined;
  /** HH:mm or HH:mm:ss (Warsaw wall clock). */
  time_from: string | null | undefined;
  /** HH:mm or HH:mm:ss (Warsaw wall clock). */
  time_to: string | null | undefined;
  full_day: boolean | number | null | undefined;
}

/** 00:00 and 23:59 in seconds after midnight: the pair that is shown as full day. */
const FULL_DAY_FROM = 0;
const FULL_DAY_TO = 23 * 3600 + 59 * 60;

/**
 * Whether the event is shown (and timed) as full day: the full_day flag, or times of exactly 00:00–23:59, which
 * "is shown as full day" (visitor-side.md §9, admin-content.md §5). Seconds are ignored for the comparison, so
 * 00:00:00–23:59:59 from a TIME column counts too.
 */
export function isShownAsFullDay(
  schedule: Pick<TEventSchedule, 'time_from' | 'time_to' | 'full_day'>,
): boolean {
  if (schedule.full_day) return true;
  const from = parseTimeOfDay(schedule.time_from);
  const to = parseTimeOfDay(schedule.time_to);
  if (from === null || to === null) return false;
  return Math.floor(from / 60) * 60 === FULL_DAY_FROM && Math.floor(to / 60) * 60 === FULL_DAY_TO;
}

/**
 * When the event starts: date_from at time_from in Warsaw, or at 00:00:00 for a full-day event (full-day access
 * runs 00:00:00 to 23:59:59, visitor-side.md §9) or when time_from is missing. Null when date_from is unset
 * (0000-00-00): such an event has no start and is never watchable.
 */
export function eventStart(schedule: TEventSchedule): Date | null {
  const seconds = isShownAsFullDay(schedule) ? 0 : (parseTimeOfDay(schedule.time_from) ?? 0);
  return warsawDateAndSecondsToUtc(schedule.date_from, seconds);
}

/**
 * When the event ends (the last second it is still on): date_to — or date_from when date_to is unset, a one-day
 * event — at time_to in Warsaw, or at 23:59:59 for a full-day event (a time_to of 23:59 also means 23:59:59,
 * because it is shown as full day) or when time_to is missing. The dates and times form one continuous
 * window from the start to the end, not a daily slot. Null when no date is set.
 */
export function eventEnd(schedule: TEventSchedule): Date | null {
  const date = isUnsetDate(schedule.date_to) ? schedule.date_from : schedule.date_to;
  const seconds = isShownAsFullDay(schedule)
    ? LAST_SECOND_OF_DAY
    : (parseTimeOfDay(schedule.time_to) ?? LAST_SECOND_OF_DAY);
  return warsawDateAndSecondsToUtc(date, seconds);
}

/**
 * The event timing status at `now` (visitor-side.md §4). Compared at whole seconds, both edges inclusive: an
 * event 20:00–22:00 is ongoing from 20:00:00.000 through 22:00:00.999, and a full-day event through
 * 23:59:59.999. An event without a start date stays upcoming (fail closed: nobody watches an undated event);
 * one with a start but no usable end ends at the end of its start day.
 */
export function eventTimingStatus(schedule: TEventSchedule, now: Date): TEventTimingStatus {
  const start = eventStart(schedule);
  const end = eventEnd(schedule);
  if (!start || !end) return EVENT_TIMING.upcoming;
  const at = secondOf(now);
  if (at < start.getTime()) return EVENT_TIMING.upcoming;
  if (at > end.getTime()) return EVENT_TIMING.ended;
  return EVENT_TIMING.ongoing;
}
