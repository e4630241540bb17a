import { describe, expect, it } from 'vitest';
import { ZEventForm, ZEventsQuery, ZEventTranslationCreate, slugFromTitle, slugWithSuffix } from './events';

const base = {
  title: 'Wesele',
  video_id: 1,
  event_price: '49,90',
  date_from: '2026-04-01',
  date_to: '2026-04-01',
  time_from: '19:00',
  time_to: '21:00',
};

function errors(
  input: unknown,
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
    };
  } = ZEventForm,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('slugFromTitle', () => {
  it.each([
    ['Zażółć gęślą jaźń', 'zazolc-gesla-jazn'],
    ['  Łódź — Wesele!  ', 'lodz-wesele'],
    ['Café Müller', 'cafe-muller'],
    ['2026', 'wydarzenie-2026'],
    ['!!!', 'wydarzenie'],
    ['a'.repeat(39) + ' b', 'a'.repeat(39)],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slugFromTitle(title).length).toBeLessThanOrEqual(40);
  });

  it('adds a suffix within 40 characters', () => {
    expect(slugWithSuffix('wesele', 2)).toBe('wesele-2');
    expect(slugWithSuffix('a'.repeat(40), 12)).toBe(`${'a'.repeat(37)}-12`);
  });
});

describe('ZEventForm', () => {
  it('accepts a full form and converts the price to grosze', () => {
    const form = ZEventForm.parse({ ...base, slug: '', available_tickets: '' });
    expect(form).toMatchObject({
      slug: null,
      event_price: 4990,
      available_tickets: null,
      enable_tickets: true,
      enable_codes: true,
      published: false,
      time_from: '19:00',
      time_to: '21:00',
    });
  });

  it('lets a full-day event leave the times out', () => {
    const form = ZEventForm.parse({ ...base, full_day: true, time_from: undefined, time_to: null });
    expect([form.time_from, form.time_to]).toEqual(['00:00', '23:59']);
  });

  it.each([
    [{ title: '' }, 'title', 'form.validate.required'],
    [{ title: 'x'.repeat(201) }, 'title', 'form.validate.too_long'],
    [{ slug: 'Wesele' }, 'slug', 'form.validate.slug'],
    [{ slug: '12345' }, 'slug', 'form.validate.slug_digits'],
    [{ slug: 'a'.repeat(41) }, 'slug', 'form.validate.max_40'],
    [{ subtitle: 'x'.repeat(201) }, 'subtitle', 'form.validate.max_200'],
    [{ video_id: undefined }, 'video_id', 'form.validate.required'],
    [{ event_price: '10.999' }, 'event_price', 'form.validate.wrong'],
    [{ event_price: -1 }, 'event_price', 'form.validate.wrong'],
    [{ date_from: '' }, 'date_from', 'form.validate.range'],
    [{ date_to: undefined }, 'date_to', 'form.validate.range'],
    [{ date_to: '2026-02-30' }, 'date_to', 'form.validate.date'],
    [{ date_from: '2026-04-02' }, 'date_to', 'form.validate.date_order'],
    [{ time_from: '' }, 'time_from', 'form.validate.range'],
    [{ time_to: '25:00' }, 'time_to', 'form.validate.wrong'],
    [{ time_from: '22:00' }, 'time_to', 'form.validate.time_order'],
    [{ available_tickets: 0 }, 'available_tickets', 'form.validate.wrong'],
    [{ available_tickets: '1.5' }, 'available_tickets', 'form.validate.wrong'],
  ])('%j → %s: %s', (change, field, key) => {
    expect(errors({ ...base, ...change })[field]).toBe(key);
  });

  it('allows an evening-to-night event over two days', () => {
    expect(errors({ ...base, date_to: '2026-04-02', time_from: '22:00', time_to: '02:00' })).toEqual({});
  });
});

describe('ZEventsQuery and ZEventTranslationCreate', () => {
  it('refuses a range that ends before it starts', () => {
    expect(errors({ date_from: '2026-05-02', date_to: '2026-05-01' }, ZEventsQuery)).toEqual({
      date_to: 'form.validate.date',
    });
    expect(ZEventsQuery.parse({ festival: 'true', video_id: '3' })).toEqual({ festival: true, video_id: 3 });
  });

  it('checks the translation limits', () => {
    expect(
      errors(
        { language_code: 'pl', title: 'x'.repeat(101), subtitle: 'y'.repeat(201), event_id: 1 },
        ZEventTranslationCreate,
      ),
    ).toEqual({
      language_code: 'form.validate.language_polish',
      title: 'form.validate.max_100',
      subtitle: 'form.validate.max_200',
    });
  });
});
