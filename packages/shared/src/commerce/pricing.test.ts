import { describe, expect, it } from 'vitest';
import { bestCode, priceWithCode, vatIncluded } from './pricing';

const percent = (p: number) => ({ discount_percent: p, discount_cash: null });
const cash = (grosze: number) => ({ discount_percent: null, discount_cash: grosze });

describe('priceWithCode', () => {
  it.each([
    ['15 % of 49,90 zł rounds 42,415 up', 4990, percent(15), 4242],
    ['33 % of 9,99 zł: 6,6933 → 6,69', 999, percent(33), 669],
    ['50 % of 1 grosz: half rounds up', 1, percent(50), 1],
    ['20 % of 39,99 zł: 31,992 → 31,99', 3999, percent(20), 3199],
    ['100 % is free', 4990, percent(100), 0],
    ['0 % changes nothing', 4990, percent(0), 4990],
    ['10 zł off', 4990, cash(1000), 3990],
    ['a cash code never goes below zero', 500, cash(1000), 0],
    ['a free item stays free', 0, percent(20), 0],
  ])('%s', (_name, price, code, expected) => {
    expect(priceWithCode(price, code)).toBe(expected);
  });

  it('refuses a price that is not whole grosze', () => {
    expect(() => priceWithCode(10.5, percent(10))).toThrow(RangeError);
    expect(() => priceWithCode(-1, percent(10))).toThrow(RangeError);
  });
});

describe('bestCode', () => {
  it('takes the lowest price, and the first of equals', () => {
    const a = { ...percent(10), id: 'a' };
    const b = { ...cash(1000), id: 'b' };
    const c = { ...cash(1000), id: 'c' };
    expect(bestCode(4990, [a, b, c])).toEqual({ code: b, price: 3990 });
    expect(bestCode(5000, [a])).toEqual({ code: a, price: 4500 });
    expect(bestCode(4990, [])).toBeNull();
  });

  it('takes no code that lowers nothing: a free product uses none (issue 19, item 3)', () => {
    const voucher = { ...cash(6000), id: 'voucher' };
    expect(bestCode(0, [voucher, { ...percent(100), id: 'all' }])).toBeNull();
    expect(bestCode(4990, [{ ...percent(0), id: 'none' }])).toBeNull();
  });
});

describe('vatIncluded', () => {
  it.each([
    [12300, 23, 2300],
    [4990, 23, 933],
    [1990, 23, 372],
    [10800, 8, 800],
    [4990, 0, 0],
    [0, 23, 0],
  ])('%i grosze at %i %% include %i grosze of VAT', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });
});
