import { formatDate, formatIsoDate, formatTime } from '@scena/shared/time/format';

/** Dates on the visitor side: DD.MM.YYYY and H:mm in Europe/Warsaw (visitor-side.md §9). */
export { formatDate, formatIsoDate, formatTime };

export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}
