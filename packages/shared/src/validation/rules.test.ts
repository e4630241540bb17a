import { describe, expect, it, vi } from 'vitest';
import { type z } from 'zod';
import { isBirthdayMissing } from '../access/age';
import { ageOn, parseIsoDate } from '../time/calendar-date';
import {
  isExternalUrl,
  isSitePath,
  zBirthday,
  zCountryCode,
  zEmail,
  zLink,
  zPassword,
  zPersonName,
} from './rules';

/** The first issue's message key of a schema on a value, or 'ok'. */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'error');
}

describe('names (product-decisions §9)', () => {
  it.each([
    ['Müller', 'ok'],
    ["O'Brien", 'ok'],
    ['Zażółć', 'ok'],
    ['Anna-Maria', 'ok'],
    ['Jean Luc', 'ok'],
    ['Łucja–Żaneta', 'ok'],
    ['D’Artagnan', 'ok'],
    ['Ōsaka', 'ok'],
    ['  Ewa  ', 'ok'],
    ['', 'form.validate.required'],
    ['   ', 'form.validate.required'],
    [undefined, 'form.validate.required'],
    ['Jan2', 'form.validate.special_chars'],
    ['<b>Jan</b>', 'form.validate.special_chars'],
    ['Jan<script>', 'form.validate.special_chars'],
    ['-Jan', 'form.validate.special_chars'],
    ['Jan_Kowalski', 'form.validate.special_chars'],
    ['a'.repeat(51), 'form.validate.too_long'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(zPersonName(), value)).toBe(expected);
  });
});

describe('passwords (one rule everywhere, product-decisions §8)', () => {
  it.each([
    ['Haslo123', 'ok'],
    ['haslo_123', 'ok'],
    ['Zażółć12', 'ok'],
    ['P@ss^()-$#!%*?&', 'ok'],
    ['12345678', 'ok'],
    ['', 'form.validate.required'],
    [undefined, 'form.validate.required'],
    ['Short1', 'form.validate.passwd'],
    ['has space 1', 'form.validate.passwd'],
    ['<script>1</script>', 'form.validate.passwd'],
    ['quote"123', 'form.validate.passwd'],
    ['a'.repeat(129), 'form.validate.passwd'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(zPassword(), value)).toBe(expected);
  });
});

describe('e-mail', () => {
  it.each([
    ['jan@example.com', 'ok'],
    ['  Jan.Kowalski@Example.COM ', 'ok'],
    ['o.brien+teatr@example.co.uk', 'ok'],
    ['', 'form.validate.required'],
    ['jan', 'form.validate.email'],
    ['jan@', 'form.validate.email'],
    ['jan@example', 'form.validate.email'],
    ['<jan>@example.com', 'form.validate.email'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(zEmail(), value)).toBe(expected);
  });

  it('is stored trimmed and lowercased', () => {
    expect(zEmail().parse('  Jan.Kowalski@Example.COM ')).toBe('jan.kowalski@example.com');
  });
});

describe('country code', () => {
  it.each([
    ['PL', 'ok'],
    ['de', 'ok'],
    ['', 'form.validate.required'],
    ['POL', 'form.validate.wrong_input_max2'],
    ['<a', 'form.validate.wrong_input_max2'],
    ['XX', 'form.validate.country'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(zCountryCode(), value)).toBe(expected);
  });
});

describe('birthday', () => {
  it.each([
    ['1990-05-17', 'ok'],
    ['2000-02-29', 'ok'],
    ['', 'form.validate.required'],
    ['17.05.1990', 'form.validate.date'],
    ['1990-02-30', 'form.validate.date'],
    ['2001-02-29', 'form.validate.date'],
    ['1900-01-01', 'form.validate.date'],
    ['2999-01-01', 'form.validate.date'],
    ['1990-5-7', 'form.validate.date'],
    ['--!', 'form.validate.date'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(zBirthday(), value)).toBe(expected);
  });

  it("refuses anyone younger than 13, counting Warsaw's days", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Warsaw: born on 1 January 2014 is 13 there.
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    try {
      expect(verdict(zBirthday(), '2014-01-01')).toBe('ok');
      expect(verdict(zBirthday(), '2014-01-02')).toBe('form.validate.min_age');
      expect(verdict(zBirthday(), '2027-01-01')).toBe('form.validate.min_age');
      expect(verdict(zBirthday(), '2027-01-02')).toBe('form.validate.date');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['2000-03-15', '2013-03-15', 13],
    ['2000-03-15', '2013-03-14', 12],
    ['2000-02-29', '2013-02-28', 12],
    ['2000-02-29', '2013-03-01', 13],
  ])('age of %s on %s is %i', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it('parses only real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
  });

  it.each([
    [null, true],
    ['', true],
    ['1900-01-01', true],
    ['0000-00-00', true],
    ['1985-02-30', true],
    ['1985-04-12', false],
    ['1985-04-12T00:00:00.000Z', false],
  ])('%j counts as missing: %s', (value, missing) => {
    expect(isBirthdayMissing(value)).toBe(missing);
  });
});

describe('same-site paths and links (one rule for every such field, issue 18 hole 6)', () => {
  const slideLink = zLink({ schemes: ['http', 'https'], max: 500, error: 'form.validate.page_link' });
  const pageLink = zLink({ schemes: ['http', 'https', 'ftp'], max: 500, error: 'form.validate.page_link' });
  const refused = 'form.validate.page_link';
  // value, a same-site path?, an external http(s)/ftp URL?, a slide's url, a page link
  it.each([
    ['/', true, false, 'ok', 'ok'],
    ['/x', true, false, 'ok', 'ok'],
    ['/wydarzenie/wesele?ogladaj=true#player', true, false, 'ok', 'ok'],
    ['/n/o-teatrze/', true, false, 'ok', 'ok'],
    ['/szukaj?q=%C5%BC%C3%B3%C5%82w', true, false, 'ok', 'ok'],
    ['/a/../konto', true, false, 'ok', 'ok'],
    ['', false, false, 'ok', 'ok'],
    ['//evil.example', false, false, refused, refused],
    ['//evil.example/x', false, false, refused, refused],
    ['/\\evil.example', false, false, refused, refused],
    ['\\\\evil.example', false, false, refused, refused],
    ['/x\\..\\..\\evil.example', false, false, refused, refused],
    ['/%2F%2Fevil.example', false, false, refused, refused],
    ['/%5cevil.example', false, false, refused, refused],
    ['/\t/evil.example', false, false, refused, refused],
    ['/\n/evil.example', false, false, refused, refused],
    ['/\u0000x', false, false, refused, refused],
    ['/x\u007f', false, false, refused, refused],
    ['/..//evil.example', false, false, refused, refused],
    ['/.//evil.example', false, false, refused, refused],
    ['/%2e%2e//evil.example', false, false, refused, refused],
    ['/a b', false, false, refused, refused],
    ['/a<b', false, false, refused, refused],
    ['wydarzenie/wesele', false, false, refused, refused],
    ['javascript:alert(1)', false, false, refused, refused],
    ['JaVaScRiPt:alert(1)', false, false, refused, refused],
    ['data:text/html,<script>', false, false, refused, refused],
    ['mailto:kasa@teatr.example', false, false, refused, refused],
    ['https://teatr.example/program', false, true, 'ok', 'ok'],
    ['HTTP://teatr.example', false, true, 'ok', 'ok'],
    ['ftp://pliki.teatr.example/regulamin.pdf', false, true, refused, 'ok'],
    ['https://', false, false, refused, refused],
    ['https:///evil.example', false, false, refused, refused],
    ['https:\\\\evil.example', false, false, refused, refused],
    ['https://a b', false, false, refused, refused],
    ['https://teatr.example/\u0000', false, false, refused, refused],
  ])(
    '%j: site path %s, external %s, slide url → %s, page link → %s',
    (value, site, external, slide, page) => {
      expect(isSitePath(value)).toBe(site);
      expect(isExternalUrl(value, ['http', 'https', 'ftp'])).toBe(external);
      expect(verdict(slideLink, value)).toBe(slide);
      expect(verdict(pageLink, value)).toBe(page);
    },
  );

  it('trims the value and refuses one over the limit as too long', () => {
    expect(slideLink.parse('  /wideo/wesele ')).toBe('/wideo/wesele');
    expect(verdict(slideLink, `/${'a'.repeat(500)}`)).toBe('form.validate.too_long');
  });
});
