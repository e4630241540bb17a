import { describe, expect, it } from 'vitest';
import { ZVideoForm, ZVideoTranslationCreate } from './videos';

const base = { title: 'Wesele', video_link: '123456' };

function keyOf(input: Record<string, unknown>): Record<string, string> | 'ok' {
  const result = ZVideoForm.safeParse({ ...base, ...input });
  if (result.success) return 'ok';
  // The first message of each field, as the server's parseForm answers it.
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) keys[String(issue.path[0])] ??= issue.message;
  return keys;
}

describe('ZVideoForm', () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | 'ok']>([
    ['minimal', {}, 'ok'],
    ['no title', { title: '' }, { title: 'form.validate.required' }],
    ['no video link', { video_link: '' }, { video_link: 'form.validate.required' }],
    ['bad video link', { video_link: 'ftp://x' }, { video_link: 'form.validate.wrong' }],
    ['local link', { video_link: 'local:5' }, 'ok'],
    [
      'bad accessibility link',
      { accessibility_video: 'nope' },
      { accessibility_video: 'form.validate.wrong' },
    ],
    ['empty optional link', { autodesc_video: '' }, 'ok'],
    ['slug upper case', { slug: 'Wesele' }, { slug: 'form.validate.slug' }],
    ['slug too long', { slug: 'a'.repeat(41) }, { slug: 'form.validate.max_40' }],
    ['slug digits', { slug: '2026' }, { slug: 'form.validate.slug_digits' }],
    ['subtitle 201', { subtitle: 'x'.repeat(201) }, { subtitle: 'form.validate.max_200' }],
    ['price 3 decimals', { video_price: '9.999' }, { video_price: 'form.validate.wrong' }],
    ['price comma', { video_price: '19,99' }, 'ok'],
    ['negative duration', { duration: -1 }, { duration: 'form.validate.wrong' }],
    ['weight text', { weight: 'abc' }, { weight: 'form.validate.wrong' }],
    [
      'validity 5',
      { tickets_expiration_time: 5 },
      { tickets_expiration_time: 'form.validate.ticket_validity' },
    ],
    ['validity "48"', { tickets_expiration_time: '48' }, 'ok'],
    ['validity 0', { tickets_expiration_time: 0 }, 'ok'],
    ['restricted mars', { restricted_access: 'mars' }, { restricted_access: 'form.validate.wrong' }],
    [
      'dates reversed',
      { available_from: '2026-05-10', end_date: '2026-05-01' },
      { end_date: 'form.validate.date_order' },
    ],
    ['same day', { available_from: '2026-05-10', end_date: '2026-05-10' }, 'ok'],
    ['bad date', { available_from: '2026-13-40' }, { available_from: 'form.validate.date' }],
    ['flag text', { visible: 'maybe' }, { visible: 'form.validate.wrong' }],
    ['categories list text', { categories: '1,2' }, 'ok'],
    ['categories bad', { categories: ['x'] }, { categories: 'form.validate.wrong' }],
  ])('%s', (_name, input, expected) => {
    expect(keyOf(input)).toEqual(expected);
  });

  it('converts multipart text to values', () => {
    const form = ZVideoForm.parse({
      ...base,
      slug: '',
      video_price: '19.99',
      visible: 'false',
      dashboard_hidden: '1',
      weight: '7',
      categories: '[3, 1, 3]',
      gallery_id: '',
      tickets_expiration_time: '',
      restricted_access: '',
      end_date: '2026-05-10',
    });
    expect(form).toMatchObject({
      slug: null,
      video_price: 1999,
      visible: false,
      dashboard_hidden: true,
      weight: 7,
      categories: [3, 1],
      gallery_id: null,
      tickets_expiration_time: null,
      restricted_access: null,
    });
    expect(form.end_date?.toISOString()).toBe('2026-05-10T21:59:59.000Z');
  });
});

describe('ZVideoTranslationCreate', () => {
  it('checks the limits and links', () => {
    const ok = ZVideoTranslationCreate.safeParse({ language_code: 'EN', title: 'The Wedding', video_id: 1 });
    expect(ok.success && ok.data.language_code).toBe('en');
    const bad = ZVideoTranslationCreate.safeParse({
      language_code: 'pl',
      title: 'x'.repeat(101),
      video_link: 'nope',
      video_id: 1,
    });
    expect(bad.success ? [] : bad.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['language_code', 'form.validate.language_polish'],
      ['title', 'form.validate.max_100'],
      ['video_link', 'form.validate.wrong'],
    ]);
  });
});
