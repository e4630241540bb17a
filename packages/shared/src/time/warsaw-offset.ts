export const TIME_ZONE = 'Europe/Warsaw';

const HOUR_MS = 3600_000;
/**
 * The years whose Warsaw clock this module computes itself: Poland has kept the EU's summer-time rule since 1996
 * (tz database: Europe/Warsaw, rule EU), and the tz database carries it on with no end. Outside these years the
 * platform's time-zone data answers.
 */
const EU_RULE_YEARS = { from: 1996, to: 2099 } as const;

/**
 * Where the EU rule moves the clock in `month` (3 or 10) of `year`: 01:00 UTC on the month's last Sunday.
 */
function clockChangeAt(year: number, month: 3 | 10): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

let partsFormat: Intl.DateTimeFormat | undefined;
/** Offsets by UTC hour: formatToParts is slow. Warsaw's clock changes on a whole UTC hour. */
const offsetsByHour = new Map<number, number>();

/** The offset as the platform's time-zone data (ICU's copy of the tz database) has it. */
export function warsawOffsetFromTzData(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const start = hour * HOUR_MS;
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(start)).map((part) => [part.type, Number(part.value)]),
  );
  const offset =
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour, parts.minute, parts.second) - start;
  if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
  offsetsByHour.set(hour, offset);
  return offset;
}

/**
 * Warsaw's offset from UTC at an instant, in ms: +1 h (CET) or +2 h (CEST). Computed without Intl in the years
 * of the EU rule: a browser's first Intl date or number format starts ICU, 20-60 ms on a fast desktop and four
 * times that on a phone, and every visitor page shows dates.
 */
export function warsawOffsetAt(instant: number): number {
  if (!Number.isFinite(instant)) throw new RangeError('Invalid time value');
  const year = new Date(instant).getUTCFullYear();
  if (year < EU_RULE_YEARS.from || year > EU_RULE_YEARS.to) return warsawOffsetFromTzData(instant);
  const summer = instant >= clockChangeAt(year, 3) && instant < clockChangeAt(year, 10);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/** The Warsaw wall clock at an instant, read through the UTC getters of the returned Date. */
export function warsawWallClock(value: Date | string | number): Date {
  const instant = new Date(value).getTime();
  return new Date(instant + warsawOffsetAt(instant));
}
