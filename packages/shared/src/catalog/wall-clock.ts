import { parseIsoDate } from '../time/calendar-date';
import { warsawWallClockToUtc } from '../time/warsaw';

/** The legacy "no date" value: dates of 0000-00-00 mean unset or none (visitor-side.md §9, admin-content.md §5). */
export const UNSET_DATE = '0000-00-00';

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;
/** An ISO instant that names its own offset (`Z` or `±hh:mm`): no Warsaw arithmetic needed. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A date field that carries no date: null, empty, 0000-00-00 (with or without a time) or not a real date. */
export function isUnsetDate(value: string | null | undefined): boolean {
  if (!value) return true;
  const date = value.trim().slice(0, 10);
  return date === UNSET_DATE || parseIsoDate(date) === null;
}

/** `HH:mm` or `HH:mm:ss` as seconds after midnight, or null when it is not a time of day. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  const match = TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * A Europe/Warsaw calendar date plus a time of day (seconds after midnight) as a UTC instant, DST-safe through
 * warsawWallClockToUtc (a time in the skipped spring hour moves forward, a repeated autumn time is its first
 * occurrence). Seconds are added after the minute is placed: a transition falls on a whole hour, so they never
 * cross one. Null for an unset date.
 */
export function warsawDateAndSecondsToUtc(
  date: string | null | undefined,
  secondsOfDay: number,
): Date | null {
  if (!date || isUnsetDate(date)) return null;
  const hours = Math.floor(secondsOfDay / 3600);
  const minutes = Math.floor((secondsOfDay % 3600) / 60);
  const seconds = secondsOfDay % 60;
  const wall = `${date.trim().slice(0, 10)} ${pad2(hours)}:${pad2(minutes)}`;
  const minute = warsawWallClockToUtc(wall);
  return minute && new Date(minute.getTime() + seconds * 1000);
}

/**
 * A catalogue date field as an instant. Accepts a Date, an ISO instant with an offset, a Warsaw wall-clock
 * `YYYY-MM-DD HH:mm[:ss]` (or with `T`), or a bare `YYYY-MM-DD`, which means the start of that Warsaw day, or its
 * last second (23:59:59) when `edge` is 'end' — a video available "until 2026-05-10" is still available that
 * evening, as full-day access runs to 23:59:59 (visitor-side.md §9). Unset values (null, '', 0000-00-00) → null.
 */
export function parseCatalogInstant(
  value: Date | string | null | undefined,
  edge: 'start' | 'end' = 'start',
): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value?.trim();
  if (!text || isUnsetDate(text)) return null;
  if (ISO_INSTANT.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const withTime = DATE_TIME.exec(text);
  if (withTime) {
    const seconds = parseTimeOfDay(withTime[2]);
    return seconds === null ? null : warsawDateAndSecondsToUtc(withTime[1], seconds);
  }
  if (text.length === 10) return warsawDateAndSecondsToUtc(text, edge === 'end' ? LAST_SECOND_OF_DAY : 0);
  return null;
}

/** 23:59:59 in seconds after midnight: where a full day ends. */
export const LAST_SECOND_OF_DAY = 23 * 3600 + 59 * 60 + 59;

/**
 * Compares at whole-second precision: a window that "runs to 23:59:59" still holds at 23:59:59.999, and a
 * start at 20:00:00 holds from 20:00:00.000.
 */
export function secondOf(instant: Date): number {
  return Math.floor(instant.getTime() / 1000) * 1000;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
