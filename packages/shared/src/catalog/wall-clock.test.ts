import { describe, expect, it } from 'vitest';
import { isUnsetDate, parseCatalogInstant, parseTimeOfDay } from './wall-clock';

describe('isUnsetDate', () => {
  it.each([
    ['0000-00-00', true],
    ['0000-00-00 00:00:00', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['2026-02-30', true],
    ['2026-03-29', false],
    ['2026-03-29 12:00', false],
  ])('%j → %s', (value, expected) => {
    expect(isUnsetDate(value)).toBe(expected);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0],
    ['23:59', 86_340],
    ['23:59:59', 86_399],
    ['20:00:30', 72_030],
    ['24:00', null],
    ['12:60', null],
    ['12:00:60', null],
    ['9:00', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseTimeOfDay(value)).toBe(expected);
  });
});

describe('parseCatalogInstant', () => {
  it.each([
    ['2026-03-29', 'start', '2026-03-28T23:00:00.000Z'],
    ['2026-03-29', 'end', '2026-03-29T21:59:59.000Z'],
    ['2026-10-25', 'start', '2026-10-24T22:00:00.000Z'],
    ['2026-10-25', 'end', '2026-10-25T22:59:59.000Z'],
    ['2026-03-29 02:30', 'start', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25 02:30:15', 'start', '2026-10-25T00:30:15.000Z'],
    ['2026-05-10T20:00', 'start', '2026-05-10T18:00:00.000Z'],
    ['2026-05-10T20:00:00Z', 'start', '2026-05-10T20:00:00.000Z'],
    ['2026-05-10T20:00:00+02:00', 'end', '2026-05-10T18:00:00.000Z'],
    ['0000-00-00', 'start', null],
    ['0000-00-00 00:00:00', 'end', null],
    ['', 'start', null],
    ['10.05.2026', 'start', null],
    ['2026-05-10 25:00', 'start', null],
  ] as const)('%j (%s) → %j', (value, edge, expected) => {
    expect(parseCatalogInstant(value, edge)?.toISOString() ?? null).toBe(expected);
  });

  it('passes a Date through and refuses an invalid one', () => {
    const date = new Date('2026-05-10T10:00:00Z');
    expect(parseCatalogInstant(date)).toBe(date);
    expect(parseCatalogInstant(new Date('nope'))).toBeNull();
  });
});
