import { ageOn, parseIsoDate, warsawToday } from '../time/calendar-date';

/** "A birthday with year 1900 counts as missing" (visitor-side.md §9): the legacy placeholder year. */
export const PLACEHOLDER_BIRTH_YEAR = 1900;

/**
 * The birthday as YYYY-MM-DD, or null when it is missing: empty, 0000-00-00, not a real date, or in the
 * placeholder year 1900. A value with a time part (a timestamp column) keeps only its date.
 */
export function usableBirthday(birthday: string | null | undefined): string | null {
  const date = birthday?.trim().slice(0, 10);
  const parsed = date ? parseIsoDate(date) : null;
  if (!date || !parsed || parsed.year <= PLACEHOLDER_BIRTH_YEAR) return null;
  return date;
}

/**
 * Whether the viewer meets an item's age limit (product-decisions §18), counted in full years on today's date
 * in Warsaw, so someone turning 18 is 18 from Warsaw midnight of their birthday, whatever the server's zone.
 * No limit (null, 0) passes everyone; with a limit, a missing birthday fails (fail closed). Someone born on
 * 29 February turns a year older on 1 March in common years (ageOn compares month and day).
 */
export function meetsAgeLimit(
  birthday: string | null | undefined,
  ageRestriction: number | null | undefined,
  now: Date,
): boolean {
  if (!ageRestriction || ageRestriction <= 0) return true;
  const date = usableBirthday(birthday);
  if (!date) return false;
  return ageOn(date, warsawToday(now)) >= ageRestriction;
}

/** A birthday of year 1900 (or none, or not a date) counts as missing (visitor-side.md §9). */
export function isBirthdayMissing(birthday: string | null | undefined): boolean {
  return usableBirthday(birthday) === null;
}
