import { describe, expect, it } from 'vitest';
import { ZCategoryForm, ZCategoryTranslationCreate, ZCategoryTranslationUpdate } from './categories';
import { zTranslationSubtitle, zTranslationTitle } from './translations';

function keysOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  );
}

describe('ZCategoryForm', () => {
  it.each([
    ['Opera', 'Opera'],
    ['  Zażółć gęślą jaźń  ', 'Zażółć gęślą jaźń'],
    ['Teatr (dla dzieci) 6+ #1? 100% @scena.', 'Teatr (dla dzieci) 6+ #1? 100% @scena.'],
    ['Hip-hop!', 'Hip-hop!'],
    // One space between words, so that the same name with more spaces is the same name (issue 19).
    ['Komedia   romantyczna', 'Komedia romantyczna'],
    [' Komedia\t romantyczna\n', 'Komedia romantyczna'],
  ])('accepts %j', (name, parsed) => {
    expect(ZCategoryForm.parse({ name })).toEqual({ name: parsed });
  });

  it.each([
    [undefined, 'form.validate.required'],
    ['', 'form.validate.required'],
    ['   ', 'form.validate.required'],
    ['Opera & balet', 'form.validate.category_name'],
    ['<b>x</b>', 'form.validate.category_name'],
    ['a_b', 'form.validate.category_name'],
    ['a/b', 'form.validate.category_name'],
    ['x'.repeat(101), 'form.validate.max_100'],
  ])('refuses %j with %s', (name, key) => {
    expect(keysOf(ZCategoryForm.safeParse({ name }))).toEqual({ name: key });
  });
});

describe('category translations', () => {
  it('lower-cases the language and tidies the spaces of the name', () => {
    expect(
      ZCategoryTranslationCreate.parse({ name: ' Spring  Onion ', language_code: 'EN', category_id: 3 }),
    ).toEqual({
      name: 'Spring Onion',
      language_code: 'en',
      category_id: 3,
    });
    expect(ZCategoryTranslationUpdate.parse({ name: 'Onion', language_code: 'de', category_id: 9 })).toEqual({
      name: 'Onion',
      language_code: 'de',
    });
  });

  it.each([
    [{ language_code: undefined }, { language_code: 'form.validate.language_required' }],
    [{ language_code: ' ' }, { language_code: 'form.validate.language_required' }],
    [{ language_code: 'eng' }, { language_code: 'form.validate.language' }],
    [{ language_code: 'e' }, { language_code: 'form.validate.language' }],
    [{ language_code: 'ę1' }, { language_code: 'form.validate.language' }],
    [{ language_code: 'pl' }, { language_code: 'form.validate.language_polish' }],
    [{ name: '' }, { name: 'form.validate.required' }],
    [{ name: 'x'.repeat(101) }, { name: 'form.validate.max_100' }],
    [{ name: 'a<b' }, { name: 'form.validate.no_html' }],
    [{ category_id: 0 }, { category_id: 'form.validate.wrong' }],
    [{ category_id: 1.5 }, { category_id: 'form.validate.wrong' }],
    [{ category_id: '1' }, { category_id: 'form.validate.required' }],
  ])('refuses %j', (change, formError) => {
    const valid = { name: 'Onion', language_code: 'en', category_id: 1 };
    expect(keysOf(ZCategoryTranslationCreate.safeParse({ ...valid, ...change }))).toEqual(formError);
  });
});

describe('translation field helpers', () => {
  it('limits titles to 100 and subtitles to 200, empty optional values become null', () => {
    expect(zTranslationTitle().parse('')).toBeNull();
    expect(zTranslationTitle().safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'form.validate.max_100',
    );
    expect(zTranslationTitle({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'form.validate.required',
    );
    expect(zTranslationSubtitle().parse('x'.repeat(200))).toHaveLength(200);
    expect(zTranslationSubtitle().safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'form.validate.max_200',
    );
  });
});
