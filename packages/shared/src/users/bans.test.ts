import { describe, expect, it } from 'vitest';
import { banEndProblem } from './bans';

describe('the end of a ban', () => {
  // 15 March 2026, 11:00 in Warsaw (CET).
  const now = new Date('2026-03-15T10:00:00Z');
  it.each([
    ['2026-03-15 11:01', null],
    ['2026-03-29 02:30', null],
    ['2026-03-15 11:00', 'form.validate.future_date'],
    ['2026-03-14 23:00', 'form.validate.future_date'],
    ['2026-02-30 10:00', 'form.validate.date'],
    ['15.03.2027 10:00', 'form.validate.date'],
    ['', 'form.validate.date'],
    [null, 'form.validate.date'],
    [undefined, 'form.validate.date'],
  ])('%j → %j', (value, expected) => {
    expect(banEndProblem(value, now)).toBe(expected);
  });
});
