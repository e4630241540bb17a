/**
 * Calendar dates as YYYY-MM-DD text, with no validation library: visitor pages use these without loading the
 * form schemas.
 */
import { warsawWallClock } from './warsaw-offset';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD strictly (no 31 February). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Full years between a YYYY-MM-DD birthday and `today` (YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const b = parseIsoDate(birthday);
  const t = parseIsoDate(today);
  if (!b || !t) return NaN;
  const hadBirthday = t.month > b.month || (t.month === b.month && t.day >= b.day);
  return t.year - b.year - (hadBirthday ? 0 : 1);
}

/** Today in Europe/Warsaw as YYYY-MM-DD. */
export function warsawToday(now: Date = new Date()): string {
  return warsawWallClock(now).toISOString().slice(0, 10);
}
