import { describe, expect, it } from 'vitest';
import { groupPrice, groupQuantityProblem, groupSizeRange } from './group-price';

describe('groupPrice', () => {
  it.each([
    // unit, quantity, oneFree, discount → total
    [2500, 25, false, 0, 62_500],
    [2500, 25, true, 0, 60_000],
    [2500, 25, false, 10, 56_250],
    [2500, 25, true, 10, 54_000],
    [1999, 3, false, 0, 5997],
    [1999, 3, true, 0, 3998],
  ])('%i gr × %i, one free %s, %i%% off → %i gr', (unitGrosze, quantity, oneFree, discountPercent, total) => {
    const price = groupPrice({ unitGrosze, quantity, oneFree, discountPercent });
    expect(price.totalGrosze).toBe(total);
    expect(price.beforeDiscountGrosze - price.discountGrosze).toBe(total);
  });

  it('rounds half-up once, on the whole, not per unit', () => {
    // 7 × 1.99 zł = 13.93 zł; 15% off = 11.8405 → 11.84 (per unit: 1.6915 → 1.69 × 7 = 11.83)
    expect(
      groupPrice({ unitGrosze: 199, quantity: 7, oneFree: false, discountPercent: 15 }).totalGrosze,
    ).toBe(1184);
    // 5 gr, 50% off = 2.5 gr → 3; 70% off = 1.5 gr → 2
    expect(groupPrice({ unitGrosze: 5, quantity: 1, oneFree: false, discountPercent: 50 }).totalGrosze).toBe(
      3,
    );
    expect(groupPrice({ unitGrosze: 5, quantity: 1, oneFree: false, discountPercent: 70 }).totalGrosze).toBe(
      2,
    );
  });

  it('a group of one with one free costs nothing; a free product stays free', () => {
    expect(groupPrice({ unitGrosze: 4000, quantity: 1, oneFree: true, discountPercent: 0 }).totalGrosze).toBe(
      0,
    );
    expect(groupPrice({ unitGrosze: 0, quantity: 10, oneFree: false, discountPercent: 10 }).totalGrosze).toBe(
      0,
    );
  });

  it('refuses nonsense', () => {
    expect(() => groupPrice({ unitGrosze: -1, quantity: 2, oneFree: false, discountPercent: 0 })).toThrow();
    expect(() => groupPrice({ unitGrosze: 100, quantity: 0, oneFree: false, discountPercent: 0 })).toThrow();
    expect(() => groupPrice({ unitGrosze: 1.5, quantity: 2, oneFree: false, discountPercent: 0 })).toThrow();
  });
});

describe('groupQuantityProblem', () => {
  const rule = { min_units: 5, max_units: 30 };
  it('accepts the range within the tickets left', () => {
    expect(groupQuantityProblem(5, rule, null)).toBeNull();
    expect(groupQuantityProblem(30, rule, 30)).toBeNull();
  });
  it('names the range outside it', () => {
    expect(groupQuantityProblem(4, rule, null)).toEqual({ kind: 'range', min: 5, max: 30 });
    expect(groupQuantityProblem(31, rule, null)).toEqual({ kind: 'range', min: 5, max: 30 });
    expect(groupQuantityProblem(5.5, rule, null)).toEqual({ kind: 'range', min: 5, max: 30 });
  });
  it('names the tickets left above them', () => {
    expect(groupQuantityProblem(12, rule, 10)).toEqual({ kind: 'available', available: 10 });
    expect(groupQuantityProblem(40, rule, 10)).toEqual({ kind: 'available', available: 10 });
    expect(groupQuantityProblem(6, rule, 3)).toEqual({ kind: 'available', available: 3 });
  });
});

describe('groupSizeRange', () => {
  const rule = { min_units: 5, max_units: 30 };
  it.each([
    [null, { min: 5, max: 30 }, 'no ticket limit: the settings'],
    [100, { min: 5, max: 30 }, 'more left than the largest group'],
    [12, { min: 5, max: 12 }, 'the tickets left cap the largest group'],
    [5, { min: 5, max: 5 }, 'just the smallest group left'],
    [4, null, 'fewer left than the smallest group: no group at all'],
    [0, null, 'sold out'],
  ])('%s tickets left → %j (%s)', (ticketsLeft, expected, _why) => {
    expect(groupSizeRange(rule, ticketsLeft)).toEqual(expected);
  });
});
