import { describe, expect, it } from 'vitest';
import { formatPrice, groszeToZloty, zlotyToGrosze } from './money';
import { zPriceZloty } from './price-field';

describe('zlotyToGrosze', () => {
  it.each([
    [49.9, 4990],
    [49.99, 4999],
    [19.99, 1999],
    [0.29, 29],
    [1.01, 101],
    [0, 0],
    [0.1, 10],
    [100, 10000],
    [1234567.89, 123456789],
    ['49.90', 4990],
    ['49,9', 4990],
    [' 12 ', 1200],
    ['0.05', 5],
  ])('%j → %i', (value, expected) => {
    expect(zlotyToGrosze(value)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2, 'float noise'],
    [49.999, 'three decimals'],
    ['49.999', 'three decimals as text'],
    [-1, 'negative'],
    ['-1.00', 'negative text'],
    [1e21, 'exponent'],
    [1e-7, 'tiny exponent'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    ['', 'empty'],
    ['12.', 'dangling mark'],
    ['.5', 'no whole part'],
    ['1 000', 'grouping'],
    ['12zł', 'unit'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('refuses %j (%s)', (value, _why) => {
    expect(zlotyToGrosze(value)).toBeNull();
  });
});

describe('groszeToZloty', () => {
  it.each([
    [4990, 49.9],
    [4999, 49.99],
    [1999, 19.99],
    [5, 0.05],
    [0, 0],
    [100, 1],
    [-250, -2.5],
    [123456789, 1234567.89],
  ])('%i → %d', (grosze, expected) => {
    expect(groszeToZloty(grosze)).toBe(expected);
  });

  it('round-trips every grosz amount up to 1000 zł', () => {
    // One comparison at the end: 100 001 expect() calls take seconds on a busy machine.
    const broken: number[] = [];
    for (let grosze = 0; grosze <= 100_000; grosze += 1) {
      if (zlotyToGrosze(groszeToZloty(grosze)) !== grosze) broken.push(grosze);
    }
    expect(broken).toEqual([]);
  });

  it.each([0.5, Number.NaN, 2 ** 60])('refuses %d', (grosze) => {
    expect(() => groszeToZloty(grosze)).toThrow(RangeError);
  });
});

describe('zPriceZloty', () => {
  it.each([
    [49.9, 4990],
    ['15,50', 1550],
  ])('%j → %i', (value, expected) => {
    expect(zPriceZloty().parse(value)).toBe(expected);
  });

  it.each([49.999, 'abc', -3, true, null])('refuses %j with form.validate.wrong', (value) => {
    const result = zPriceZloty().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('form.validate.wrong');
  });
});

describe('formatPrice', () => {
  it.each([
    [4990, 'pl', '49,90\u00a0zł'],
    [4990, 'en', '49.90\u00a0zł'],
    [5, 'pl', '0,05\u00a0zł'],
    [0, 'pl', '0,00\u00a0zł'],
    [123450, 'pl', '1234,50\u00a0zł'],
    [1234500, 'pl', '12\u00a0345,00\u00a0zł'],
    [123450, 'en', '1,234.50\u00a0zł'],
    [-250, 'pl', '-2,50\u00a0zł'],
  ] as const)('%i in %s → %j', (grosze, language, expected) => {
    expect(formatPrice(grosze, language)).toBe(expected);
  });

  it('groups whole złote as the CLDR data of the platform does, in both languages', () => {
    const platform = {
      pl: new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
    };
    const wholes = [
      0, 9, 10, 999, 1000, 9999, 10_000, 99_999, 100_000, 1_234_567, 12_345_678_901, 90_071_992_547,
    ];
    for (const language of ['pl', 'en'] as const) {
      for (const whole of wholes) {
        expect(formatPrice(whole * 100 + 7, language)).toBe(
          `${platform[language].format(whole)}${language === 'pl' ? ',' : '.'}07\u00a0zł`,
        );
      }
    }
  });
});
