import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@scena/shared/i18n/messages';
import { categories, categoryTranslations } from '../../src/db/schema';
import {
  insertCategory,
  insertCategoryTranslation,
} from '../../src/modules/catalog/categories/categories.repository';
import { createTestApp, type TestApp } from '../helpers';
import { demoSession } from '../users/session-fixtures';
import { call, catalogCounts } from './support';

/** Issue 19, item 14: a category's name is unique, whatever its case and spaces, in each language. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
});
afterAll(() => t.close());

const NAME_TAKEN = 'form.validate.category_name_taken';
const TRANSLATION_TAKEN = 'form.validate.category_translation_taken';

function createCategory(name: string) {
  return call(t, 'POST', '/api/categories', { token: adminToken, payload: { name } });
}

function renameCategory(id: number, name: string) {
  return call(t, 'PUT', `/api/categories/${id}`, { token: adminToken, payload: { name } });
}

function translate(categoryId: number, name: string, language_code = 'en') {
  return call(t, 'POST', '/api/translations/category', {
    token: adminToken,
    payload: { name, language_code, category_id: categoryId },
  });
}

async function created(name: string): Promise<{ id: number; name: string }> {
  const response = await createCategory(name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('category names', () => {
  it('refuses a second category of a name, whatever its case and spaces, with a message in both languages; writes nothing', async () => {
    await created('Komedia');
    const before = await catalogCounts(t);
    for (const name of ['Komedia', 'komedia', '  KOMEDIA ']) {
      const refused = await createCategory(name);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().formError).toEqual({ name: NAME_TAKEN });
    }
    // The field's message in both languages, as the back-office shows it under the field.
    expect(translateMessage(NAME_TAKEN, 'pl')).toBe('Kategoria o tej nazwie już istnieje.');
    expect(translateMessage(NAME_TAKEN, 'en')).toBe('A category with this name already exists.');
    expect(await catalogCounts(t)).toEqual(before);
  });

  it('tidies the spaces of a name, so that one written with more of them is the same name', async () => {
    expect((await created('  Komedia   romantyczna ')).name).toBe('Komedia romantyczna');
    expect((await createCategory('komedia  ROMANTYCZNA')).json().formError).toEqual({ name: NAME_TAKEN });
  });

  it('renames a category to its own name in other letters, but not to another category’s', async () => {
    const drama = await created('Dramat');
    const tragedy = await created('Tragedia');
    const own = await renameCategory(drama.id, 'DRAMAT');
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('DRAMAT');
    const taken = await renameCategory(tragedy.id, ' dramat');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ name: NAME_TAKEN });
    const [row] = (await t.database.db.select().from(categories)).filter((r) => r.id === tragedy.id);
    expect(row!.name).toBe('Tragedia');
  });

  it('refuses a translation named as another category’s in the same language, not in another one', async () => {
    const opera = await created('Opera');
    const operetta = await created('Operetka');
    expect((await translate(opera.id, 'Opera house')).statusCode).toBe(201);
    const before = await catalogCounts(t);
    const taken = await translate(operetta.id, '  opera   HOUSE');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ name: TRANSLATION_TAKEN });
    expect(translateMessage(TRANSLATION_TAKEN, 'pl')).toBe('Inna kategoria ma już taką nazwę w tym języku.');
    expect(translateMessage(TRANSLATION_TAKEN, 'en')).toBe(
      'Another category already has this name in this language.',
    );
    expect(await catalogCounts(t)).toEqual(before);

    const german = await translate(operetta.id, 'Opera house', 'de');
    expect(german.statusCode).toBe(201);
    const english = await translate(operetta.id, 'Operetta');
    expect(english.statusCode).toBe(201);
    const renamed = await call(t, 'PUT', `/api/translations/category/${english.json().id}`, {
      token: adminToken,
      payload: { name: 'OPERA HOUSE', language_code: 'en' },
    });
    expect(renamed.json().formError).toEqual({ name: TRANSLATION_TAKEN });
    const own = await call(t, 'PUT', `/api/translations/category/${english.json().id}`, {
      token: adminToken,
      payload: { name: 'OPERETTA', language_code: 'en' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('is kept by the database too, for writes that race past the check', async () => {
    const now = t.clock.now();
    await created('Balet');
    await expect(
      t.database.db.insert(categories).values({ name: 'BALET', createdAt: now, updatedAt: now }),
    ).rejects.toThrow();
    // A write that lost the race is told which name was taken, not the translation's language.
    expect(await insertCategory(t.database.db, { name: 'balet', now })).toBe('name_taken');
    const ballet = await created('Taniec');
    await t.database.db
      .insert(categoryTranslations)
      .values({ categoryId: ballet.id, languageCode: 'en', name: 'Dance', createdAt: now, updatedAt: now });
    const other = await created('Pantomima');
    expect(
      await insertCategoryTranslation(t.database.db, {
        categoryId: other.id,
        languageCode: 'en',
        name: 'DANCE',
        now,
      }),
    ).toBe('name_taken');
    expect(
      await insertCategoryTranslation(t.database.db, {
        categoryId: ballet.id,
        languageCode: 'en',
        name: 'Ballet',
        now,
      }),
    ).toBe('exists');
    await expect(
      t.database.db
        .insert(categoryTranslations)
        .values({ categoryId: other.id, languageCode: 'en', name: 'dance', createdAt: now, updatedAt: now }),
    ).rejects.toThrow();
  });
});
