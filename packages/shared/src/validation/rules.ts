import { z } from 'zod';
import { V } from './messages';
import { COUNTRY_CODES } from './countries';
import { ageOn, parseIsoDate, warsawToday } from '../time/calendar-date';
import { warsawWallClockToUtc } from '../time/warsaw';

export const MIN_AGE = 13;
export const MIN_MARKETING_AGE = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;

/** Letters of any script (with combining marks), spaces, hyphens, dashes and apostrophes: Müller, O'Brien, Zażółć. */
export const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’\-‐‑–—]*[\p{L}\p{M}.])?$/u;
/** One password rule everywhere (product-decisions §8): letters, digits and @^()_-$#!%*?&, at least 8. */
export const PASSWORD_PATTERN = /^[\p{L}\d@^()_\-$#!%*?&]+$/u;
export const HTML_PATTERN = /[<>]/;

/** A required text field: a missing value and an empty one both say "required". */
export const requiredText = () => z.string({ error: V.required }).trim().min(1, { error: V.required });

export const zEmail = () =>
  requiredText()
    .max(EMAIL_MAX, { error: V.tooLong })
    .pipe(z.email({ error: V.email }))
    .transform((value) => value.toLowerCase());

export const zPersonName = () =>
  requiredText().max(NAME_MAX, { error: V.tooLong }).regex(NAME_PATTERN, { error: V.specialChars });

export const zPassword = () =>
  z
    .string({ error: V.required })
    .min(1, { error: V.required, abort: true })
    .min(PASSWORD_MIN, { error: V.passwd })
    .max(PASSWORD_MAX, { error: V.passwd })
    .regex(PASSWORD_PATTERN, { error: V.passwd });

export const zCountryCode = () =>
  requiredText()
    .refine((value) => value.length <= 2 && !HTML_PATTERN.test(value), { error: V.wrongInputMax2 })
    .transform((value) => value.toUpperCase())
    .refine((value) => COUNTRY_CODES.has(value), { error: V.country });

/**
 * An optional text of at most `max` characters that takes any character: a `<` in it is a character, escaped by
 * whatever shows it (a page, a mail, a CSV); empty means null.
 */
export const zOptionalFreeText = (max: number) =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(max, { error: V.tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** An optional free-text field of at most `max` characters with no markup; empty means null. */
export const zOptionalPlainText = (max: number) =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(max, { error: V.tooLong })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** A birthday: a real date, after 1900 (1900 is the legacy "missing" value), not in the future, age ≥ 13. */
export const zBirthday = () =>
  requiredText()
    .refine(
      (value) => {
        const parsed = parseIsoDate(value);
        return parsed !== null && parsed.year > 1900 && value <= warsawToday();
      },
      { error: V.date },
    )
    .refine((value) => !parseIsoDate(value) || ageOn(value, warsawToday()) >= MIN_AGE, {
      error: V.minAge,
      abort: true,
    });

/**
 * A Warsaw wall-clock time `YYYY-MM-DD HH:mm` that must lie after `now` (the server's clock, or the browser's for a
 * form's early warning): `date` when it is no real date and time, `future_date` when it has passed, else null.
 */
export function futureWallClockProblem(value: string | null | undefined, now: Date): string | null {
  const instant = value ? warsawWallClockToUtc(value) : null;
  if (!instant) return V.date;
  return instant <= now ? V.futureDate : null;
}

/**
 * Characters no link of ours carries: whitespace and controls (a browser drops a tab or a newline inside a URL,
 * so "/\t/host" becomes "//host"), backslashes (a browser reads them as "/") and the markup characters.
 */
function hasUnsafeCharacter(value: string): boolean {
  return (
    /[\s\\<>"]/.test(value) ||
    [...value].some((char) => {
      const code = char.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f);
    })
  );
}
/** An encoded "/" or "\\" in a path: no page of ours has one, and a decoding step would turn it into "//host". */
const ENCODED_SEPARATOR = /%2f|%5c/i;
const SAME_SITE_BASE = 'http://same.site';

/**
 * A same-site path (product-decisions §11, issue 18 hole 6): one leading slash and nothing a browser would read
 * as another host — not "//host", "/\\host", "/\t/host", "/%2F%2Fhost", nor dot segments that collapse into
 * "//host" ("/..//host").
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (hasUnsafeCharacter(value) || ENCODED_SEPARATOR.test(value)) return false;
  try {
    const url = new URL(value, SAME_SITE_BASE);
    return url.origin === SAME_SITE_BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** An absolute URL with one of `schemes` and a host (an external link), written plainly: "https://host/…". */
export function isExternalUrl(value: string, schemes: readonly string[]): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/[^/]/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !schemes.includes(scheme) || hasUnsafeCharacter(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link field an administrator fills in (a slide's url, the page links): empty, a same-site path, or an
 * absolute URL of one of `schemes`; anything else is `error`. Trimmed.
 */
export const zLink = (options: { schemes: readonly string[]; max: number; error: string }) =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(options.max, { error: V.tooLong })
    .refine((value) => value === '' || isSitePath(value) || isExternalUrl(value, options.schemes), {
      error: options.error,
    });

/** A checkbox that must be ticked. */
export const zTicked = () => z.literal(true, { error: V.required });

/**
 * For "passwords match" refinements: run as soon as both fields are strings, even while other fields are still
 * invalid, so the person sees every problem at once (zod skips object refinements after any failure otherwise).
 */
export function whenBothStrings(first: string, second: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };
}
