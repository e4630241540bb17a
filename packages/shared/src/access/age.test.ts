import { describe, expect, it } from 'vitest';
import { meetsAgeLimit, usableBirthday } from './age';

describe('usableBirthday', () => {
  it.each([
    ['2000-05-10', false],
    ['2000-05-10T00:00:00.000Z', false],
    ['1900-01-01', true],
    ['1900-06-15', true],
    ['0000-00-00', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['2001-02-29', true],
    ['10.05.2000', true],
  ])('%j missing: %s', (birthday, expected) => {
    expect(usableBirthday(birthday) === null).toBe(expected);
  });
});

describe('meetsAgeLimit', () => {
  it.each([
    ['2008-05-10', 18, '2026-05-09T12:00:00Z', false, 'the day before the 18th birthday'],
    ['2008-05-10', 18, '2026-05-10T12:00:00Z', true, 'exactly 18 on the day'],
    ['2008-05-10', 18, '2026-05-09T22:00:00Z', true, 'Warsaw midnight of the birthday (22:00 UTC before)'],
    ['2008-05-10', 18, '2026-05-09T21:59:59Z', false, 'one second before Warsaw midnight'],
    ['2008-01-10', 18, '2026-01-09T23:00:00Z', true, 'winter: Warsaw midnight is 23:00 UTC'],
    ['2008-03-29', 18, '2026-03-28T23:00:00Z', true, 'birthday on the spring-forward day'],
    ['2008-10-25', 18, '2026-10-24T22:00:00Z', true, 'birthday on the fall-back day'],
    ['2008-02-29', 18, '2026-02-28T12:00:00Z', false, 'leap-day birthday, 28 February'],
    ['2008-02-29', 18, '2026-03-01T12:00:00Z', true, 'leap-day birthday, 1 March'],
    ['2000-01-01', 18, '2026-05-10T12:00:00Z', true, 'well above'],
    ['2015-01-01', 12, '2026-05-10T12:00:00Z', false, 'eleven, limit 12'],
    [null, 0, '2026-05-10T12:00:00Z', true, 'no limit, no birthday'],
    [null, null, '2026-05-10T12:00:00Z', true, 'null limit'],
    [null, 18, '2026-05-10T12:00:00Z', false, 'limit, no birthday'],
    ['1900-01-01', 18, '2026-05-10T12:00:00Z', false, 'placeholder 1900 fails'],
    ['0000-00-00', 16, '2026-05-10T12:00:00Z', false, 'unset date fails'],
  ])('%j, limit %j, at %s → %s (%s)', (birthday, limit, now, expected, _why) => {
    expect(meetsAgeLimit(birthday, limit, new Date(now))).toBe(expected);
  });
});
