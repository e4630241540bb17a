import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format';
import { warsawToday } from './calendar-date';
import { warsawOffsetAt, warsawOffsetFromTzData } from './warsaw-offset';

const HOUR_MS = 3600_000;
describe('warsawOffsetAt', () => {
  it('agrees with the time-zone data at every hour around every clock change from 1996 to 2099', () => {
    for (let year = 1996; year <= 2099; year += 1) {
      for (const month of [2, 9]) {
        // Every hour from the 20th of March (October) to the 5th of April (November) covers the last Sunday.
        const from = Date.UTC(year, month, 20);
        for (let instant = from; instant < from + 16 * 24 * HOUR_MS; instant += HOUR_MS) {
          for (const at of [instant, instant - 1]) {
            if (warsawOffsetAt(at) !== warsawOffsetFromTzData(at)) {
              expect.fail(
                `${new Date(at).toISOString()}: ${warsawOffsetAt(at)} ≠ ${warsawOffsetFromTzData(at)}`,
              );
            }
          }
        }
      }
    }
  });

  it.each([
    ['1990-07-01T12:00:00Z', 2, 'before the EU rule: from the time-zone data'],
    ['1995-10-15T12:00:00Z', 1, 'winter time began in September until 1995'],
    ['2026-03-29T00:59:59Z', 1, 'the last second of CET'],
    ['2026-03-29T01:00:00Z', 2, 'the first second of CEST'],
    ['2026-10-25T00:59:59Z', 2, 'the last second of CEST'],
    ['2026-10-25T01:00:00Z', 1, 'the first second of CET'],
    ['2150-07-01T12:00:00Z', 2, 'after 2099: from the time-zone data'],
  ])('%s → +%i h (%s)', (instant, hours) => {
    expect(warsawOffsetAt(Date.parse(instant))).toBe(hours * HOUR_MS);
    expect(warsawOffsetAt(Date.parse(instant))).toBe(warsawOffsetFromTzData(Date.parse(instant)));
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => warsawOffsetAt(Number.NaN)).toThrow(RangeError);
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('the Warsaw formats', () => {
  const pl = {
    date: new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: 'numeric', minute: '2-digit' }),
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }),
  };

  it('read as the platform formats do, every 37 minutes through 2026 and around the year and the clock changes', () => {
    const instants: number[] = [];
    for (let at = Date.UTC(2025, 11, 31); at < Date.UTC(2027, 0, 2); at += 37 * 60_000) instants.push(at);
    for (const at of instants) {
      const date = new Date(at);
      expect(formatDate(date)).toBe(pl.date.format(date));
      expect(formatTime(date)).toBe(pl.time.format(date));
      expect(warsawToday(date)).toBe(pl.today.format(date));
    }
  });

  it.each([
    ['2026-03-29T00:30:00Z', '29.03.2026', '1:30'],
    ['2026-03-29T01:30:00Z', '29.03.2026', '3:30'],
    ['2026-10-25T00:30:00Z', '25.10.2026', '2:30'],
    ['2026-10-25T01:30:00Z', '25.10.2026', '2:30'],
    ['2026-12-31T23:05:00Z', '01.01.2027', '0:05'],
  ])('%s → %s %s', (instant, date, time) => {
    expect(formatDate(instant)).toBe(date);
    expect(formatTime(instant)).toBe(time);
  });
});
