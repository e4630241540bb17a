export const TIME_ZONE = 'Europe/Warsaw';

const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** DD.MM.YYYY in Europe/Warsaw. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

/** H:mm in Europe/Warsaw. */
export function formatTime(value: Date | string): string {
  return timeFormat.format(new Date(value));
}

/** YYYY-MM-DD → DD.MM.YYYY without any time-zone arithmetic (a birthday is a calendar date). */
export function formatIsoDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}
