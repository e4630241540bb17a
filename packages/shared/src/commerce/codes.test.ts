import { describe, expect, it } from 'vitest';
import { codeEndProblem } from './codes';

// 10:00 UTC on 15 March 2026 is 11:00 in Warsaw (winter time).
const NOW = new Date('2026-03-15T10:00:00Z');

describe('codeEndProblem', () => {
  it.each([
    ['2026-03-15 11:01', undefined, null],
    ['2026-12-31 23:59', undefined, null],
    ['2026-03-15 11:00', undefined, 'form.validate.future_date'],
    ['2020-01-01 12:00', undefined, 'form.validate.future_date'],
    ['2026-02-30 10:00', undefined, 'form.validate.date'],
    ['', undefined, 'form.validate.date'],
    // An edit keeps the end the code has, even when it has passed (to the minute: seconds are not shown).
    ['2026-03-01 12:00', '2026-03-01T11:00:30.000Z', null],
    ['2026-03-01 12:01', '2026-03-01T11:00:00.000Z', 'form.validate.future_date'],
    ['2026-04-01 12:00', new Date('2026-03-01T11:00:00.000Z'), null],
  ] as const)('%s (kept %s) → %s', (value, kept, expected) => {
    expect(codeEndProblem(value, NOW, kept)).toBe(expected);
  });
});
