import { describe, expect, it } from 'vitest';
import { ZSlideForm, ZSlideTranslationCreate, ZSlideUpdate } from './slides';

function keysOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  );
}

const valid = { title: 'Wesele', text: 'Premiera w piątek' };

describe('ZSlideForm', () => {
  it('trims, defaults to unpublished, reads multipart flags and turns an empty url into null', () => {
    expect(ZSlideForm.parse({ ...valid, title: ' Wesele ' })).toEqual({ ...valid, published: false });
    expect(ZSlideForm.parse({ ...valid, published: 'true', url: '' })).toEqual({
      ...valid,
      published: true,
      url: null,
    });
    expect(ZSlideForm.parse({ ...valid, published: '0' }).published).toBe(false);
    expect(ZSlideForm.parse({ ...valid, published: 'on' }).published).toBe(true);
    expect(ZSlideForm.parse({ ...valid, published: true }).published).toBe(true);
    expect(ZSlideForm.parse({ ...valid, bg_image_data: 'data:…' })).not.toHaveProperty('bg_image_data');
  });

  it.each([
    'https://teatr.example/wydarzenie/wesele?x=1#a',
    'http://teatr.example',
    '/wydarzenie/wesele',
    '/',
  ])('accepts the url %j', (url) => {
    expect(ZSlideForm.parse({ ...valid, url }).url).toBe(url);
  });

  it.each([
    [{ title: undefined }, { title: 'form.validate.slide_title' }],
    [{ title: '  ' }, { title: 'form.validate.slide_title' }],
    [{ title: 'x'.repeat(201) }, { title: 'form.validate.max_200' }],
    [{ title: 'a<b' }, { title: 'form.validate.no_html' }],
    [{ text: '' }, { text: 'form.validate.slide_text' }],
    [{ text: 'x'.repeat(501) }, { text: 'form.validate.max_500' }],
    [{ url: 'javascript:alert(1)' }, { url: 'form.validate.page_link' }],
    [{ url: '//evil.example/x' }, { url: 'form.validate.page_link' }],
    [{ url: '/\\evil.example' }, { url: 'form.validate.page_link' }],
    [{ url: 'ftp://files.example' }, { url: 'form.validate.page_link' }],
    [{ url: 'wydarzenie/wesele' }, { url: 'form.validate.page_link' }],
    [{ url: 'https://' }, { url: 'form.validate.page_link' }],
    [{ url: 'https://a b' }, { url: 'form.validate.page_link' }],
    [{ published: 'yes' }, { published: 'form.validate.wrong' }],
  ])('refuses %j', (change, formError) => {
    expect(keysOf(ZSlideForm.safeParse({ ...valid, ...change }))).toEqual(formError);
  });
});

describe('ZSlideUpdate', () => {
  it('takes an empty payload (move to the top) and changes only what is sent', () => {
    expect(ZSlideUpdate.parse({})).toEqual({});
    expect(ZSlideUpdate.parse({ published: 'false' })).toEqual({ published: false });
    expect(keysOf(ZSlideUpdate.safeParse({ title: '' }))).toEqual({ title: 'form.validate.slide_title' });
  });
});

describe('ZSlideTranslationCreate', () => {
  it('limits the title to 100 and the text to 500; an empty text is null', () => {
    expect(
      ZSlideTranslationCreate.parse({ title: ' Hi ', text: '', language_code: 'EN', slide_id: 2 }),
    ).toEqual({
      title: 'Hi',
      text: null,
      language_code: 'en',
      slide_id: 2,
    });
  });

  it.each([
    [{ title: 'x'.repeat(101) }, { title: 'form.validate.max_100' }],
    [{ title: '' }, { title: 'form.validate.required' }],
    [{ text: 'x'.repeat(501) }, { text: 'form.validate.max_500' }],
    [{ language_code: '' }, { language_code: 'form.validate.language_required' }],
    [{ language_code: 'eng' }, { language_code: 'form.validate.language' }],
    [{ language_code: 'pl' }, { language_code: 'form.validate.language_polish' }],
    [{ slide_id: 0 }, { slide_id: 'form.validate.wrong' }],
  ])('refuses %j', (change, formError) => {
    const base = { title: 'Hi', text: 'Text', language_code: 'en', slide_id: 1 };
    expect(keysOf(ZSlideTranslationCreate.safeParse({ ...base, ...change }))).toEqual(formError);
  });
});
