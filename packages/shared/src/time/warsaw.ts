import { parseIsoDate } from './calendar-date';
import { warsawOffsetAt } from './warsaw-offset';

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;
const DAY_MS = 24 * 3600_000;

/**
 * A Europe/Warsaw wall-clock time `YYYY-MM-DD HH:mm` as a UTC instant, or null when it is not a real date and
 * time. On the spring-forward day a time inside the skipped hour means the same time after the jump (02:30 →
 * 03:30 CEST); on the fall-back day a repeated time means its first occurrence (CEST), as Temporal's
 * "compatible" disambiguation does.
 */
export function warsawWallClockToUtc(value: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const date = parseIsoDate(match[1]!);
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (!date || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // A transition happens at most once a day, so the offsets a day apart are the two that can apply.
  const before = warsawOffsetAt(wall - DAY_MS);
  const after = warsawOffsetAt(wall + DAY_MS);
  const matching = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => warsawOffsetAt(instant) === wall - instant);
  if (matching.length === 0) return new Date(wall - before);
  return new Date(Math.min(...matching));
}

/** The calendar day after a YYYY-MM-DD date. */
function nextIsoDate(value: string): string {
  const date = parseIsoDate(value)!;
  return new Date(Date.UTC(date.year, date.month - 1, date.day + 1)).toISOString().slice(0, 10);
}

/**
 * Warsaw calendar days `from`..`to` (YYYY-MM-DD, both included) as instants: `start` is from's midnight, `end`
 * the midnight after `to` (excluded). A day of a clock change is 23 or 25 hours long, and so is its share.
 */
export function warsawDaysRange(from: string, to: string): { start: Date; end: Date } | null {
  if (!parseIsoDate(from) || !parseIsoDate(to)) return null;
  const start = warsawWallClockToUtc(`${from} 00:00`);
  const end = warsawWallClockToUtc(`${nextIsoDate(to)} 00:00`);
  return start && end ? { start, end } : null;
}
