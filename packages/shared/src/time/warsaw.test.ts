import { describe, expect, it } from 'vitest';
import { warsawDaysRange, warsawWallClockToUtc } from './warsaw';

describe('warsawWallClockToUtc', () => {
  it.each([
    ['2026-01-15 12:00', '2026-01-15T11:00:00.000Z', 'winter (CET, +1)'],
    ['2026-07-01 12:00', '2026-07-01T10:00:00.000Z', 'summer (CEST, +2)'],
    ['2026-01-01 00:00', '2025-12-31T23:00:00.000Z', 'midnight crosses into the previous UTC year'],
    ['2026-03-29 01:59', '2026-03-29T00:59:00.000Z', 'spring forward: last minute of CET'],
    ['2026-03-29 02:00', '2026-03-29T01:00:00.000Z', 'spring forward: skipped hour starts → 03:00 CEST'],
    ['2026-03-29 02:30', '2026-03-29T01:30:00.000Z', 'spring forward: skipped hour → 03:30 CEST'],
    ['2026-03-29 03:00', '2026-03-29T01:00:00.000Z', 'spring forward: first minute of CEST'],
    ['2026-03-29 12:00', '2026-03-29T10:00:00.000Z', 'spring forward day, afternoon'],
    ['2026-03-28 23:30', '2026-03-28T22:30:00.000Z', 'eve of spring forward'],
    ['2026-10-25 01:59', '2026-10-24T23:59:00.000Z', 'fall back: before the repeated hour (CEST)'],
    ['2026-10-25 02:00', '2026-10-25T00:00:00.000Z', 'fall back: repeated hour, first occurrence (CEST)'],
    ['2026-10-25 02:30', '2026-10-25T00:30:00.000Z', 'fall back: repeated hour, first occurrence (CEST)'],
    ['2026-10-25 03:00', '2026-10-25T02:00:00.000Z', 'fall back: after the repeated hour (CET)'],
    ['2026-10-25 23:59', '2026-10-25T22:59:00.000Z', 'fall back day, evening'],
    ['2024-02-29 08:15', '2024-02-29T07:15:00.000Z', 'leap day'],
  ])('%s → %s (%s)', (wall, utc) => {
    expect(warsawWallClockToUtc(wall)?.toISOString()).toBe(utc);
  });

  it.each([
    '2026-02-29 10:00',
    '2026-13-01 10:00',
    '2026-04-31 10:00',
    '2026-04-01 24:00',
    '2026-04-01 10:60',
    '2026-04-01T10:00',
    '2026-04-01 10:00:00',
    '2026-04-01',
    '01.04.2026 10:00',
    '',
  ])('refuses %j', (value) => {
    expect(warsawWallClockToUtc(value)).toBeNull();
  });
});

describe('warsawDaysRange', () => {
  it.each([
    ['2026-11-01', '2026-11-30', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z', 'a winter month'],
    [
      '2026-03-29',
      '2026-03-29',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      'spring forward (23 h)',
    ],
    ['2026-10-25', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 'fall back (25 h)'],
    ['2026-12-31', '2026-12-31', '2026-12-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z', 'the year ends'],
    ['2028-02-28', '2028-02-29', '2028-02-27T23:00:00.000Z', '2028-02-29T23:00:00.000Z', 'leap day'],
  ])('%s..%s → %s..%s (%s)', (from, to, start, end) => {
    expect(warsawDaysRange(from, to)).toEqual({ start: new Date(start), end: new Date(end) });
  });

  it('refuses dates that do not exist', () => {
    expect(warsawDaysRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(warsawDaysRange('2026-03-01', '')).toBeNull();
  });
});
