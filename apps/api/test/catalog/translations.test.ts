import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryTranslations } from '../../src/db/schema';
import { categoryTranslationRows } from '../../src/modules/catalog/categories/categories.repository';
import { eventTranslationRows } from '../../src/modules/catalog/events/events.repository';
import { slideTranslationRows } from '../../src/modules/catalog/slides/slides.repository';
import { videoTranslationRows } from '../../src/modules/catalog/videos/videos.repository';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { call, catalogCounts } from './support';

let t: TestApp;
let adminToken: string;
let standardToken: string;
let operaId: number;
let baletId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  standardToken = (await demoSession(t, 'standard')).token;
  operaId = await createCategory('Opera');
  baletId = await createCategory('Balet');
});
afterAll(() => t.close());

async function createCategory(name: string): Promise<number> {
  const response = await call(t, 'POST', '/api/categories', { token: adminToken, payload: { name } });
  return (response.json() as { id: number }).id;
}

/** `token: null` calls anonymously. */
function translate(payload: Record<string, unknown>, token: string | null = adminToken) {
  return call(t, 'POST', '/api/translations/category', { token: token ?? undefined, payload });
}

async function nameOf(categoryId: number, language: string) {
  const response = await call(t, 'GET', '/api/categories', { language });
  return (response.json() as Array<{ id: number; name: string }>).find((c) => c.id === categoryId)?.name;
}

describe('POST /api/translations/category', () => {
  it('adds a translation with an audit row, and English visitors see it at once', async () => {
    expect(await nameOf(operaId, 'en')).toBe('Opera');
    const response = await translate({ name: ' Opera (EN) ', language_code: 'EN', category_id: operaId });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      category_id: operaId,
      language_code: 'en',
      name: 'Opera (EN)',
    });
    const [row] = await t.database.db
      .select()
      .from(categoryTranslations)
      .where(eq(categoryTranslations.id, body.id));
    expect(row).toMatchObject({ categoryId: operaId, languageCode: 'en', name: 'Opera (EN)' });
    expect(await auditCount(t, 'category_translation.create')).toBe(1);
    expect(await nameOf(operaId, 'en')).toBe('Opera (EN)');
    expect(await nameOf(operaId, 'pl')).toBe('Opera');
  });

  it('refuses a second translation into the same language with 422', async () => {
    const before = await catalogCounts(t);
    const response = await translate({ name: 'Opera again', language_code: 'en', category_id: operaId });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ language_code: 'form.validate.translation_exists' });
    expect(await catalogCounts(t)).toEqual(before);
  });

  it('refuses invalid input with 422 and the field keys, and writes nothing', async () => {
    const before = await catalogCounts(t);
    const audits = await auditCount(t);
    const valid = { name: 'Ballet', language_code: 'de', category_id: baletId };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...valid, language_code: undefined }, { language_code: 'form.validate.language_required' }],
      [{ ...valid, language_code: '' }, { language_code: 'form.validate.language_required' }],
      [{ ...valid, language_code: 'deu' }, { language_code: 'form.validate.language' }],
      [{ ...valid, language_code: 'd1' }, { language_code: 'form.validate.language' }],
      [{ ...valid, language_code: 'pl' }, { language_code: 'form.validate.language_polish' }],
      [{ ...valid, language_code: 'PL' }, { language_code: 'form.validate.language_polish' }],
      [{ ...valid, name: '' }, { name: 'form.validate.required' }],
      [{ ...valid, name: 'x'.repeat(101) }, { name: 'form.validate.max_100' }],
      [{ ...valid, name: '<i>Ballet</i>' }, { name: 'form.validate.no_html' }],
      [{ ...valid, category_id: undefined }, { category_id: 'form.validate.required' }],
      [{ ...valid, category_id: 'abc' }, { category_id: 'form.validate.required' }],
      [{ ...valid, category_id: 999_999 }, { category_id: 'form.validate.wrong' }],
      [
        { name: '', language_code: 'pol' },
        {
          name: 'form.validate.required',
          language_code: 'form.validate.language',
          category_id: 'form.validate.required',
        },
      ],
    ];
    for (const [payload, formError] of cases) {
      const response = await translate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().formError, JSON.stringify(payload)).toEqual(formError);
    }
    expect(await catalogCounts(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses anonymous callers (401) and non-administrators (403)', async () => {
    const before = await catalogCounts(t);
    const payload = { name: 'Ballett', language_code: 'de', category_id: baletId };
    expect((await translate(payload, null)).statusCode).toBe(401);
    const standard = await translate(payload, standardToken);
    expect(standard.statusCode).toBe(403);
    expect(standard.json().code).toBe('NOT_ADMIN');
    expect(await catalogCounts(t)).toEqual(before);
  });
});

describe('GET /api/categories/{id}/translations and /api/translations/category/{id}', () => {
  it("lists a category's translations and reads one", async () => {
    const german = (await translate({ name: 'Ballett', language_code: 'de', category_id: baletId })).json();
    const english = (await translate({ name: 'Ballet', language_code: 'en', category_id: baletId })).json();
    const list = await call(t, 'GET', `/api/categories/${baletId}/translations`, { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([german, english]);
    const one = await call(t, 'GET', `/api/translations/category/${english.id}`, { token: adminToken });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(english);
    const empty = await createCategory('Operetka');
    expect(
      (await call(t, 'GET', `/api/categories/${empty}/translations`, { token: adminToken })).json(),
    ).toEqual([]);
  });

  it('answers 404 for unknown ids', async () => {
    for (const url of [
      '/api/categories/999999/translations',
      '/api/categories/abc/translations',
      '/api/translations/category/999999',
      '/api/translations/category/x',
    ]) {
      expect((await call(t, 'GET', url, { token: adminToken })).statusCode, url).toBe(404);
    }
  });

  it('is for administrators only', async () => {
    for (const url of [`/api/categories/${baletId}/translations`, '/api/translations/category/1']) {
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
      expect((await call(t, 'GET', url, { token: standardToken })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/translations/category/{id}', () => {
  it('edits the name and the language; visitors see it at once', async () => {
    const created = (await translate({ name: 'Opereta', language_code: 'cs', category_id: baletId })).json();
    const response = await call(t, 'PUT', `/api/translations/category/${created.id}`, {
      token: adminToken,
      payload: { name: 'Ballet (UK)', language_code: 'uk', category_id: operaId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      category_id: baletId,
      language_code: 'uk',
      name: 'Ballet (UK)',
    });
    expect(await auditCount(t, 'category_translation.update')).toBe(1);

    expect(await nameOf(baletId, 'en')).toBe('Ballet');
    const english = (await call(t, 'GET', `/api/categories/${baletId}/translations`, { token: adminToken }))
      .json()
      .find((row: { language_code: string }) => row.language_code === 'en');
    const renamed = await call(t, 'PUT', `/api/translations/category/${english.id}`, {
      token: adminToken,
      payload: { name: 'Classical ballet', language_code: 'en' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nameOf(baletId, 'en')).toBe('Classical ballet');
  });

  it('refuses a language the category already has, and invalid input, with 422', async () => {
    const german = (await call(t, 'GET', `/api/categories/${baletId}/translations`, { token: adminToken }))
      .json()
      .find((row: { language_code: string }) => row.language_code === 'de');
    const taken = await call(t, 'PUT', `/api/translations/category/${german.id}`, {
      token: adminToken,
      payload: { name: 'Ballett', language_code: 'en' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ language_code: 'form.validate.translation_exists' });
    const bad = await call(t, 'PUT', `/api/translations/category/${german.id}`, {
      token: adminToken,
      payload: { name: 'x'.repeat(101), language_code: 'pl' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().formError).toEqual({
      name: 'form.validate.max_100',
      language_code: 'form.validate.language_polish',
    });
    const [row] = await t.database.db
      .select()
      .from(categoryTranslations)
      .where(eq(categoryTranslations.id, german.id));
    expect(row).toMatchObject({ languageCode: 'de', name: 'Ballett' });
  });

  it('answers 404 for an unknown id and refuses non-administrators', async () => {
    const payload = { name: 'Ballet', language_code: 'fr' };
    expect(
      (await call(t, 'PUT', '/api/translations/category/999999', { token: adminToken, payload })).statusCode,
    ).toBe(404);
    expect((await call(t, 'PUT', '/api/translations/category/1', { payload })).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', '/api/translations/category/1', { token: standardToken, payload })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/translations/category/{id}', () => {
  it('deletes a translation; English visitors get the Polish name again at once', async () => {
    const created = (
      await translate({ name: 'Kabarett', language_code: 'en', category_id: await createCategory('Kabaret') })
    ).json();
    expect(await nameOf(created.category_id, 'en')).toBe('Kabarett');
    expect((await call(t, 'DELETE', `/api/translations/category/${created.id}`)).statusCode).toBe(401);
    const standard = await call(t, 'DELETE', `/api/translations/category/${created.id}`, {
      token: standardToken,
    });
    expect(standard.statusCode).toBe(403);
    expect(await nameOf(created.category_id, 'en')).toBe('Kabarett');

    const response = await call(t, 'DELETE', `/api/translations/category/${created.id}`, {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await nameOf(created.category_id, 'en')).toBe('Kabaret');
    expect(await auditCount(t, 'category_translation.delete')).toBe(1);
    expect(
      (await call(t, 'DELETE', `/api/translations/category/${created.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
  });
});

describe('a translation whose item is deleted between the check and the write', () => {
  // A concurrent delete of the item lands after createTranslation has seen it: the insert itself then meets the
  // missing item, and every kind must refuse it as a missing item (422), never as a database error (500).
  const now = new Date('2026-11-28T12:00:00Z');
  const MISSING = 999_999;

  it('is refused as a missing item by each of the four kinds', async () => {
    const db = t.database.db;
    expect(await categoryTranslationRows.insert(db, MISSING, { languageCode: 'en', name: 'Gone' }, now)).toBe(
      'no_item',
    );
    expect(
      await eventTranslationRows.insert(
        db,
        MISSING,
        { languageCode: 'en', title: 'Gone', subtitle: null },
        now,
      ),
    ).toBe('no_item');
    expect(
      await slideTranslationRows.insert(db, MISSING, { languageCode: 'en', title: 'Gone', text: null }, now),
    ).toBe('no_item');
    expect(await videoTranslationRows.insert(db, MISSING, { languageCode: 'en', title: 'Gone' }, now)).toBe(
      'no_item',
    );
  });
});
