import { describe, expect, it } from 'vitest';
import {
  averageViewsPerDay,
  calendarDays,
  chartLabel,
  currentMonthRange,
  daysSinceCreation,
  lastDays,
  resolveRange,
  STATISTICS_MAX_DAYS,
  ZStatisticsRange,
} from './statistics';

describe('calendarDays', () => {
  it.each([
    ['2026-03-28', '2026-03-30', ['2026-03-28', '2026-03-29', '2026-03-30']],
    ['2026-10-24', '2026-10-26', ['2026-10-24', '2026-10-25', '2026-10-26']],
    ['2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['2026-12-31', '2027-01-01', ['2026-12-31', '2027-01-01']],
    ['2026-05-05', '2026-05-05', ['2026-05-05']],
    ['2026-05-06', '2026-05-05', []],
  ])('%s..%s', (from, to, days) => {
    expect(calendarDays(from, to)).toEqual(days);
  });
});

describe('default ranges in Warsaw', () => {
  it.each([
    // 22:30 UTC on 29 March is 00:30 on 30 March in Warsaw (CEST since that night).
    [
      '2026-03-29T22:30:00Z',
      { from: '2026-03-24', to: '2026-03-30' },
      { from: '2026-03-01', to: '2026-03-31' },
    ],
    [
      '2026-03-29T21:30:00Z',
      { from: '2026-03-23', to: '2026-03-29' },
      { from: '2026-03-01', to: '2026-03-31' },
    ],
    // 23:30 UTC on 31 December is already 1 January in Warsaw (CET).
    [
      '2026-12-31T23:30:00Z',
      { from: '2026-12-26', to: '2027-01-01' },
      { from: '2027-01-01', to: '2027-01-31' },
    ],
    [
      '2028-02-10T12:00:00Z',
      { from: '2028-02-04', to: '2028-02-10' },
      { from: '2028-02-01', to: '2028-02-29' },
    ],
  ])('at %s: last 7 days %j, month %j', (now, week, month) => {
    expect(lastDays(new Date(now))).toEqual(week);
    expect(currentMonthRange(new Date(now))).toEqual(month);
  });
});

describe('average views per day since creation', () => {
  it.each([
    // Added today: 1 day, not 0.
    ['2026-05-10T08:00:00Z', '2026-05-10T20:00:00Z', 9, 1, 9],
    // Added late last evening in Warsaw (23:30 CEST = 21:30 UTC): one day.
    ['2026-05-09T21:30:00Z', '2026-05-10T06:00:00Z', 9, 1, 9],
    ['2026-05-01T10:00:00Z', '2026-05-11T10:00:00Z', 25, 10, 2.5],
    // Across the October change (a 25-hour day): still whole calendar days.
    ['2026-10-24T10:00:00Z', '2026-10-26T10:00:00Z', 7, 2, 3.5],
    ['2026-01-01T10:00:00Z', '2026-01-04T10:00:00Z', 10, 3, 3.33],
    ['2026-01-01T10:00:00Z', '2026-01-04T10:00:00Z', 0, 3, 0],
  ])('added %s, now %s, %i views: %i days, %f a day', (created, now, views, days, average) => {
    expect(daysSinceCreation(new Date(created), new Date(now))).toBe(days);
    expect(averageViewsPerDay(views, new Date(created), new Date(now))).toBe(average);
  });
});

describe('chartLabel', () => {
  const seventy = 'a'.repeat(70);
  it.each([
    ['Dziady', 'Dziady'],
    [seventy, seventy],
    [`${seventy}b`, `${'a'.repeat(69)}…`],
    // Cut by characters, not UTF-16 units: no half of an emoji.
    [`${'🎭'.repeat(71)}`, `${'🎭'.repeat(69)}…`],
    // No space before the ellipsis.
    [`${'x'.repeat(68)} yyy`, `${'x'.repeat(68)}…`],
  ])('%s', (label, cut) => {
    expect(chartLabel(label)).toBe(cut);
    expect([...chartLabel(label)].length).toBeLessThanOrEqual(70);
  });
});

describe('the statistics range', () => {
  const week = { from: '2026-03-24', to: '2026-03-30' };
  it.each([
    [{}, { range: week }],
    [{ from: '2026-03-01' }, { range: { from: '2026-03-01', to: '2026-03-30' } }],
    [{ to: '2026-03-27' }, { range: { from: '2026-03-24', to: '2026-03-27' } }],
    [{ from: '2026-03-31' }, { field: 'from', key: 'form.validate.date_range' }],
    [{ to: '2026-03-01' }, { field: 'to', key: 'form.validate.date_range' }],
    [
      { from: '2020-01-01', to: '2026-03-30' },
      { field: 'from', key: 'form.validate.date_range_too_long' },
    ],
  ])('%j', (query, answer) => {
    expect(resolveRange(query, week)).toEqual(answer);
  });

  it(`answers up to ${STATISTICS_MAX_DAYS} days`, () => {
    const to = calendarDays('2024-01-01', '2027-12-31')[STATISTICS_MAX_DAYS - 1]!;
    expect(resolveRange({ from: '2024-01-01', to }, week)).toEqual({ range: { from: '2024-01-01', to } });
  });

  it.each([
    [{ from: '2026-03-31', to: '2026-03-01' }, { from: 'form.validate.date_range' }],
    [{ from: '31.03.2026' }, { from: 'form.validate.date_range' }],
    [{ to: '2026-02-30' }, { to: 'form.validate.date_range' }],
  ])('refuses %j', (query, errors) => {
    const parsed = ZStatisticsRange.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual(
      errors,
    );
  });
});
