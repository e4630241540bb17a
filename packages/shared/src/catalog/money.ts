import type { Language } from '../i18n/messages';

/**
 * Money (product-decisions §5): on the wire zł as a JSON number with at most two decimals (49.9 is 49,90 zł);
 * the server stores and computes integer grosze only. These are the one pair of conversions. They work on the
 * decimal text of the value, never on float arithmetic: 19.99 * 100 is 1998.9999999999998, and 0.1 + 0.2 is
 * 0.30000000000000004, which has more than two decimals and is refused rather than silently rounded.
 */

const ZLOTY_TEXT = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * zł → grosze, exactly, or null when the value is not a non-negative amount with at most two decimals: a
 * number (its shortest decimal text, as JSON would carry it) or a string with `.` or `,` as the decimal mark
 * (a form field). Refuses NaN, Infinity, negatives, exponents (1e21, 1e-7), three decimals and float noise.
 */
export function zlotyToGrosze(value: number | string | null | undefined): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = ZLOTY_TEXT.exec(text);
  if (!match) return null;
  const grosze = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(grosze) ? grosze : null;
}

/**
 * grosze → zł as the JSON number to send (4990 → 49.9). Built from the decimal text, so the number is the
 * double nearest to the exact amount and String() of it reads back the same two decimals. Negative amounts
 * (refunds, discounts) keep their sign. Throws on a non-integer: grosze are integers by construction.
 */
export function groszeToZloty(grosze: number): number {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`grosze must be a safe integer, got ${grosze}`);
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return Number(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

const GROUP_SEPARATOR = { pl: '\u00a0', en: ',' } as const;
const DECIMAL_MARK = { pl: ',', en: '.' } as const;

/**
 * Whole złote with the language's digit grouping, as CLDR has it (Polish groups with a no-break space from five
 * digits on, English with a comma from four), without Intl: a browser's first Intl number format starts ICU,
 * 20-60 ms on a fast desktop and four times that on a phone, on every page that shows a price.
 */
function groupDigits(whole: number, language: Language): string {
  const digits = String(whole);
  if (language === 'pl' && digits.length < 5) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
}

/**
 * A price as shown: "49,90 zł" in Polish, "49.90 zł" in English, with the language's digit grouping (Polish
 * groups from five digits: "1234,50 zł", "12 345,00 zł") and a no-break space before "zł" so the currency
 * never wraps onto its own line. A free item's "free access" text is the caller's (it is not a price).
 */
export function formatPrice(grosze: number, language: Language): string {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`grosze must be a safe integer, got ${grosze}`);
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const whole = groupDigits(Math.floor(abs / 100), language);
  return `${sign}${whole}${DECIMAL_MARK[language]}${String(abs % 100).padStart(2, '0')}\u00a0zł`;
}
