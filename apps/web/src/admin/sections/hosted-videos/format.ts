import dayjs from 'dayjs';
import { ADMIN_TIME_ZONE } from '../../dayjs';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const MB = 1024 ** 2;

function number(value: number, language: string, digits: number): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL', {
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A byte count in the binary units the 10 GB limit is stated in (§9: 10 × 1024³ shows as "10 GB"), with the
 * interface language's decimal mark.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number(value, language, unit === 0 ? 0 : 1)} ${UNITS[unit]}`;
}

/** Always MB/s, so the number a staff member compares between uploads keeps its unit. */
export function formatSpeed(bytesPerSecond: number, language: string): string {
  return `${number(bytesPerSecond / MB, language, 1)} MB/s`;
}

/** "1 h 5 min", "3 min 20 s", "45 s": unit symbols read the same in Polish and English. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${rest} s`;
  return `${rest} s`;
}

/** A server timestamp as the back-office shows times: DD.MM.YYYY H:mm in Warsaw (admin-content.md §9). */
export function formatAdded(iso: string): string {
  return dayjs(iso).tz(ADMIN_TIME_ZONE).format('DD.MM.YYYY H:mm');
}
