import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_FIXED_DELAY_MS,
  COUNTDOWN_RANDOM_DELAY_MAX_MS,
  COUNTDOWN_RANDOM_DELAY_MIN_MS,
  COUNTDOWN_SWITCH_TO_PLAYER_MS,
  countdownParts,
  countdownRandomDelayMs,
  formatCountdownClock,
  isCountdownOver,
  msUntil,
  nearestStart,
  usesUntilWording,
} from './countdown';

const now = new Date('2026-05-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const H = 3600_000;

describe('countdownParts', () => {
  it.each([
    [72 * H, { kind: 'days', days: 3 }, 'three days'],
    [47 * H, { kind: 'days', days: 1 }, 'days round down'],
    [24 * H + 1, { kind: 'days', days: 1 }, 'just above 24 h shows days'],
    [24 * H, { kind: 'clock', hours: 24, minutes: 0, seconds: 0 }, 'exactly 24 h shows the clock'],
    [23 * H + 59 * 60_000 + 59_000, { kind: 'clock', hours: 23, minutes: 59, seconds: 59 }, 'below a day'],
    [61_000, { kind: 'clock', hours: 0, minutes: 1, seconds: 1 }, 'a minute and a second'],
    [1500, { kind: 'clock', hours: 0, minutes: 0, seconds: 2 }, 'seconds round up'],
    [1, { kind: 'clock', hours: 0, minutes: 0, seconds: 1 }, 'a millisecond left still reads 0:00:01'],
    [0, { kind: 'clock', hours: 0, minutes: 0, seconds: 0 }, 'zero'],
    [-5000, { kind: 'clock', hours: 0, minutes: 0, seconds: 0 }, 'past stays at zero'],
  ])('%i ms left → %j (%s)', (ms, expected, _why) => {
    expect(countdownParts(later(ms), now)).toEqual(expected);
  });

  it('counts elapsed time across the autumn DST change (25 h of wall clock is still 1 day)', () => {
    const before = new Date('2026-10-24T12:00:00.000Z');
    expect(countdownParts(new Date('2026-10-25T13:00:00.000Z'), before)).toEqual({ kind: 'days', days: 1 });
  });
});

describe('formatCountdownClock', () => {
  it.each([
    [{ hours: 0, minutes: 0, seconds: 0 }, '0:00:00'],
    [{ hours: 3, minutes: 5, seconds: 9 }, '3:05:09'],
    [{ hours: 24, minutes: 0, seconds: 0 }, '24:00:00'],
  ])('%j → %s', (parts, expected) => {
    expect(formatCountdownClock(parts)).toBe(expected);
  });
});

describe('isCountdownOver and usesUntilWording', () => {
  it.each([
    [48 * H, false, true],
    [24 * H + 1, false, true],
    [24 * H, false, false],
    [1, false, false],
    [0, true, false],
    [-1, true, false],
  ])('%i ms left → over %s, until %s', (ms, over, until) => {
    expect(isCountdownOver(later(ms), now)).toBe(over);
    expect(usesUntilWording(later(ms), now)).toBe(until);
  });
});

describe('delays', () => {
  it('has the spec constants', () => {
    expect([COUNTDOWN_RANDOM_DELAY_MIN_MS, COUNTDOWN_RANDOM_DELAY_MAX_MS]).toEqual([3000, 8000]);
    expect(COUNTDOWN_FIXED_DELAY_MS).toBe(5000);
    expect(COUNTDOWN_SWITCH_TO_PLAYER_MS).toBe(500);
  });

  it.each([
    [0, 3000],
    [0.5, 5500],
    [0.9999999999, 8000],
    [1, 8000],
    [-0.2, 3000],
  ])('random %f → %i ms', (draw, expected) => {
    expect(countdownRandomDelayMs(() => draw)).toBe(expected);
  });

  it.each([
    [[later(5000), later(1000), null, later(-1000)], later(1000)],
    [[later(0), undefined], null],
    [[], null],
  ])('nearestStart %j → %j', (starts, expected) => {
    expect(nearestStart(starts, now)).toEqual(expected);
  });

  it.each([
    [later(10_000), 0, 10_000],
    [later(10_000), COUNTDOWN_FIXED_DELAY_MS, 15_000],
    [later(-10_000), 3000, 0],
  ])('msUntil %j + %i → %i', (target, delay, expected) => {
    expect(msUntil(target, now, delay)).toBe(expected);
  });
});
