import type { TAdminEvent } from '@scena/shared/catalog/events';
import { EVENT_TIMING, eventTimingStatus, isShownAsFullDay } from '@scena/shared/catalog/event-timing';
import dayjs from 'dayjs';

/** The time status of an event as a text tag (admin-content.md §2, §4): finished, soon, in progress. */
export function timingTag(event: TAdminEvent, now: Date): { key: string; color: string } {
  const status = eventTimingStatus(event, now);
  if (status === EVENT_TIMING.ended) return { key: 'admin.events.timing.ended', color: 'default' };
  if (status === EVENT_TIMING.ongoing) return { key: 'admin.events.timing.ongoing', color: 'green' };
  return { key: 'admin.events.timing.upcoming', color: 'blue' };
}

/** "DD.MM.YYYY H:mm – H:mm" (or "– DD.MM.YYYY H:mm" across days, "cały dzień" for full day). */
export function scheduleText(event: TAdminEvent, fullDayText: string): string {
  const day = (date: string | null) => (date ? dayjs(date).format('DD.MM.YYYY') : '—');
  const time = (value: string | null) => (value ? dayjs(`2000-01-01T${value}`).format('H:mm') : '');
  const sameDay = !event.date_to || event.date_to === event.date_from;
  if (isShownAsFullDay(event)) {
    return sameDay
      ? `${day(event.date_from)}, ${fullDayText}`
      : `${day(event.date_from)} – ${day(event.date_to)}, ${fullDayText}`;
  }
  const start = `${day(event.date_from)} ${time(event.time_from)}`;
  return sameDay
    ? `${start} – ${time(event.time_to)}`
    : `${start} – ${day(event.date_to)} ${time(event.time_to)}`;
}
