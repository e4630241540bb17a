/**
 * The availability countdown (visitor-side.md §4 "Availability countdown", §9): days when more than 24 hours
 * remain, otherwise hours:minutes:seconds; the "until" wording on video pages above 24 hours; a random extra
 * delay of 3000–8000 ms in one place and a fixed 5 s in another before refetching; and at zero the event page
 * refetches and switches to the player after 500 ms. Pure: the caller passes `now` and the random source.
 */

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Above this much time left the countdown shows days (visitor-side.md §9 "days shown above 24 hours"). */
export const COUNTDOWN_DAYS_ABOVE_MS = DAY_MS;
/** The random extra delay added to the nearest start, so that visitors do not all refetch in the same second. */
export const COUNTDOWN_RANDOM_DELAY_MIN_MS = 3000;
export const COUNTDOWN_RANDOM_DELAY_MAX_MS = 8000;
/** The fixed extra delay used in the other place (the list refresh at the nearest start). */
export const COUNTDOWN_FIXED_DELAY_MS = 5000;
/** At zero the event page refetches and switches to the player after this long. */
export const COUNTDOWN_SWITCH_TO_PLAYER_MS = 500;

export type TCountdownParts =
  { kind: 'days'; days: number } | { kind: 'clock'; hours: number; minutes: number; seconds: number };

/**
 * What the countdown to `target` shows at `now`. Above 24 h: whole days, rounded down (25 h → 1 day, 47 h → 1
 * day); exactly 24 h and below: a clock whose seconds are rounded up, so it reads 0:00:01 until the very
 * moment it reaches zero, and 24:00:00 at exactly one day. At or past the target: 0:00:00 (see isCountdownOver).
 * Durations are elapsed time, so a day is 24 h even across a DST change.
 */
export function countdownParts(target: Date, now: Date): TCountdownParts {
  const remaining = target.getTime() - now.getTime();
  if (remaining > COUNTDOWN_DAYS_ABOVE_MS) return { kind: 'days', days: Math.floor(remaining / DAY_MS) };
  const total = Math.max(0, Math.ceil(remaining / 1000));
  return {
    kind: 'clock',
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The clock parts as H:MM:SS (hours not padded, as the spec's H:mm time format). */
export function formatCountdownClock(parts: { hours: number; minutes: number; seconds: number }): string {
  return `${parts.hours}:${String(parts.minutes).padStart(2, '0')}:${String(parts.seconds).padStart(2, '0')}`;
}

/** True once the countdown has reached zero: time to refetch and, after 500 ms, switch to the player. */
export function isCountdownOver(target: Date, now: Date): boolean {
  return target.getTime() <= now.getTime();
}

/**
 * On video pages the wording changes to "until" ("dostępne do …") when more than 24 hours remain
 * (visitor-side.md §4); at 24 h and below the running clock is shown instead.
 */
export function usesUntilWording(target: Date, now: Date): boolean {
  return target.getTime() - now.getTime() > COUNTDOWN_DAYS_ABOVE_MS;
}

/**
 * The random extra delay, 3000–8000 ms inclusive, in whole ms. `random` is a source like Math.random returning
 * [0, 1); passing it keeps the rule testable and lets the caller choose.
 */
export function countdownRandomDelayMs(random: () => number): number {
  const span = COUNTDOWN_RANDOM_DELAY_MAX_MS - COUNTDOWN_RANDOM_DELAY_MIN_MS + 1;
  const draw = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return COUNTDOWN_RANDOM_DELAY_MIN_MS + Math.floor(draw * span);
}

/**
 * The nearest start still ahead of `now` among `starts` (unset ones skipped), or null when none is: the list
 * pages schedule one refetch at that instant plus a delay.
 */
export function nearestStart(starts: readonly (Date | null | undefined)[], now: Date): Date | null {
  let nearest: Date | null = null;
  for (const start of starts) {
    if (!start || start.getTime() <= now.getTime()) continue;
    if (!nearest || start.getTime() < nearest.getTime()) nearest = start;
  }
  return nearest;
}

/** How long to wait from `now` until `target` plus `delayMs` (never negative): the timer to set. */
export function msUntil(target: Date, now: Date, delayMs = 0): number {
  return Math.max(0, target.getTime() + delayMs - now.getTime());
}
