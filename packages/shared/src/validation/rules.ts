import { z } from 'zod';
import { V } from './messages';
import { COUNTRY_CODES } from './countries';
import { ageOn, parseIsoDate, warsawToday } from '../time/calendar-date';

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
