import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../validation/countries';
import { EUROPE_COUNTRY_CODES, isCountryAllowed } from './country';

const open = { access_only_poland: false, access_only_europe: false };
const onlyPoland = { access_only_poland: true, access_only_europe: false };
const onlyEurope = { access_only_poland: false, access_only_europe: true };
const both = { access_only_poland: true, access_only_europe: true };

describe('EUROPE_COUNTRY_CODES', () => {
  it('holds only codes of the country picker', () => {
    for (const code of EUROPE_COUNTRY_CODES) expect(COUNTRY_CODES.has(code)).toBe(true);
  });

  it.each([
    ['PL', true],
    ['DE', true],
    ['CY', true],
    ['NO', true],
    ['CH', true],
    ['GB', true],
    ['UA', true],
    ['XK', true],
    ['VA', true],
    ['RU', false],
    ['TR', false],
    ['GE', false],
    ['US', false],
    ['GL', false],
  ])('%s in Europe: %s', (code, expected) => {
    expect(EUROPE_COUNTRY_CODES.has(code)).toBe(expected);
  });
});

describe('isCountryAllowed', () => {
  it.each([
    ['', 'US', open, true, 'no restriction'],
    ['any', 'US', open, true, 'any = world'],
    [null, 'US', open, true, 'missing = world'],
    ['poland', 'PL', open, true, 'Poland only, from Poland'],
    ['poland', 'pl', open, true, 'lower-case code'],
    ['poland', 'DE', open, false, 'Poland only, from Germany'],
    ['europe', 'DE', open, true, 'Europe, from Germany'],
    ['europe', 'GB', open, true, 'Europe, from the UK'],
    ['europe', 'US', open, false, 'Europe, from the US'],
    ['any', 'DE', onlyPoland, false, 'global Poland overrides any'],
    ['europe', 'DE', onlyPoland, false, 'global Poland is stricter than europe'],
    ['any', 'PL', onlyPoland, true, 'global Poland, from Poland'],
    ['any', 'DE', onlyEurope, true, 'global Europe, from Germany'],
    ['any', 'US', onlyEurope, false, 'global Europe, from the US'],
    ['poland', 'DE', onlyEurope, false, 'item Poland is stricter than global Europe'],
    ['any', 'DE', both, false, 'both switches: Poland wins'],
    ['', null, open, true, 'unknown country, nothing restricts'],
    ['poland', null, open, false, 'unknown country fails a restriction'],
    ['any', '', onlyEurope, false, 'empty country fails a global restriction'],
    ['mars', 'DE', open, false, 'unknown restriction is treated as Poland'],
    ['mars', 'PL', open, true, 'unknown restriction, from Poland'],
  ])('%j from %j with %j → %s (%s)', (restricted, country, global, expected, _why) => {
    expect(isCountryAllowed(restricted, country, global)).toBe(expected);
  });
});
