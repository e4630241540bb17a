import { formatDate, formatIsoDate, formatTime } from '../time/format';
import { eventEnd, eventStart, isShownAsFullDay, type TEventSchedule } from './event-timing';
import { isUnsetDate } from './wall-clock';

export interface TEventWhen extends TEventSchedule {
  hide_time_to: boolean | null | undefined;
}

/**
 * When an event is, in words, wherever a visitor reads it (the event page, the payment page): "12.03.2026,
 * 19:00–21:00"; both ends across midnight or several days; the start alone when staff hide the end; a full-day
 * event by its dates and `fullDayLabel` ("12.03.2026 (cały dzień)"), never as 0:00; "—" without a date.
 */
export function eventWhenText(event: TEventWhen, fullDayLabel: string): string {
  const start = eventStart(event);
  const end = eventEnd(event);
  if (!start || !end || isUnsetDate(event.date_from)) return '—';
  const firstDay = event.date_from!;
  const lastDay = isUnsetDate(event.date_to) ? firstDay : event.date_to!;
  if (isShownAsFullDay(event)) {
    const days =
      lastDay === firstDay
        ? formatIsoDate(firstDay)
        : `${formatIsoDate(firstDay)} – ${formatIsoDate(lastDay)}`;
    return `${days} (${fullDayLabel})`;
  }
  const from = `${formatDate(start)}, ${formatTime(start)}`;
  if (event.hide_time_to) return from;
  if (lastDay === firstDay) return `${from}–${formatTime(end)}`;
  return `${from} – ${formatDate(end)}, ${formatTime(end)}`;
}
