import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, categories, categoryTranslations, videoCategories, videos } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, bannedUserWithSession, demoSession } from '../users/session-fixtures';
import { call, catalogCounts, insertVideo } from './support';

let t: TestApp;
let adminToken: string;
let standardToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  standardToken = (await demoSession(t, 'standard')).token;
});
afterAll(() => t.close());

async function create(name: string) {
  const response = await call(t, 'POST', '/api/categories', { token: adminToken, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
}

async function publicNames(language = 'pl') {
  const response = await call(t, 'GET', '/api/categories', { language });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: number; name: string }>).map((category) => category.name);
}

const POLISH_ORDER = ['arbuz', 'Cebula', 'ćma', 'Lwów', 'Łódź', 'Ogród', 'Ósemka', 'Zebra', 'Żaba'];

describe('GET /api/categories', () => {
  it('answers visitors the categories in Polish order, as cached JSON', async () => {
    expect(await publicNames()).toEqual([]);
    for (const name of ['Żaba', 'Ósemka', 'Lwów', 'Zebra', 'ćma', 'arbuz', 'Łódź', 'Cebula', 'Ogród']) {
      await create(name);
    }
    const response = await call(t, 'GET', '/api/categories');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'name']);
    expect(await publicNames()).toEqual(POLISH_ORDER);
  });

  it('answers English names where translated and Polish ones elsewhere', async () => {
    const [cebula] = await t.database.db.select().from(categories).where(eq(categories.name, 'Cebula'));
    const translated = await call(t, 'POST', '/api/translations/category', {
      token: adminToken,
      payload: { name: 'Onion', language_code: 'en', category_id: cebula!.id },
    });
    expect(translated.statusCode).toBe(201);
    const english = await call(t, 'GET', '/api/categories', { language: 'en' });
    const onion = (english.json() as Array<{ id: number; name: string }>).find((c) => c.id === cebula!.id);
    expect(onion).toEqual({ id: cebula!.id, name: 'Onion' });
    expect(await publicNames('en')).toEqual([
      'arbuz',
      'ćma',
      'Lwów',
      'Łódź',
      'Ogród',
      'Onion',
      'Ósemka',
      'Zebra',
      'Żaba',
    ]);
    expect(await publicNames('pl')).toEqual(POLISH_ORDER);
  });

  it('gives an administrator the Polish names, every translation and the ids of the videos', async () => {
    const [cebula] = await t.database.db.select().from(categories).where(eq(categories.name, 'Cebula'));
    const video = await insertVideo(t);
    await t.database.db.insert(videoCategories).values({ videoId: video.id, categoryId: cebula!.id });
    const response = await call(t, 'GET', '/api/categories', { token: adminToken, language: 'en' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.map((category) => category.name)).toEqual(POLISH_ORDER);
    expect(list.find((category) => category.id === cebula!.id)).toEqual({
      id: cebula!.id,
      name: 'Cebula',
      updated_at: t.clock.now().toISOString(),
      translations: [{ id: expect.any(Number), category_id: cebula!.id, language_code: 'en', name: 'Onion' }],
      videos: [video.id],
    });
  });

  it('answers a standard user, and a caller with a dead or banned session, the public list', async () => {
    const banned = await bannedUserWithSession(t);
    for (const token of [standardToken, 'not-a-token', banned.token]) {
      const response = await call(t, 'GET', '/api/categories', { token });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'name']);
    }
  });
});

describe('POST /api/categories', () => {
  it('creates a category with an audit row, and visitors see it at once', async () => {
    await publicNames();
    const before = await auditCount(t, 'category.create');
    const response = await call(t, 'POST', '/api/categories', {
      token: adminToken,
      payload: { name: '  Teatr (dla dzieci) 6+ #1? 100% @scena.  ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Teatr (dla dzieci) 6+ #1? 100% @scena.',
      updated_at: t.clock.now().toISOString(),
      translations: [],
      videos: [],
    });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, body.id));
    expect(row).toMatchObject({ name: body.name, createdAt: t.clock.now(), updatedAt: t.clock.now() });
    expect(await auditCount(t, 'category.create')).toBe(before + 1);
    expect(await publicNames()).toContain(body.name);
  });

  it('refuses invalid names with 422 and writes nothing', async () => {
    const before = await catalogCounts(t);
    const audits = await auditCount(t);
    const cases: Array<[unknown, string]> = [
      ['', 'form.validate.required'],
      ['   ', 'form.validate.required'],
      [undefined, 'form.validate.required'],
      ['<b>Opera</b>', 'form.validate.category_name'],
      ['Opera & balet', 'form.validate.category_name'],
      ['Opera_1', 'form.validate.category_name'],
      ['x'.repeat(101), 'form.validate.max_100'],
      [12, 'form.validate.required'],
    ];
    for (const [name, key] of cases) {
      const response = await call(t, 'POST', '/api/categories', { token: adminToken, payload: { name } });
      expect(response.statusCode, String(name)).toBe(422);
      expect(response.json().formError, String(name)).toEqual({ name: key });
    }
    expect(await catalogCounts(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses anonymous callers (401) and non-administrators (403 NOT_ADMIN)', async () => {
    const before = await catalogCounts(t);
    const anonymous = await call(t, 'POST', '/api/categories', { payload: { name: 'Opera' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const standard = await call(t, 'POST', '/api/categories', {
      token: standardToken,
      payload: { name: 'Opera' },
    });
    expect(standard.statusCode).toBe(403);
    expect(standard.json().code).toBe('NOT_ADMIN');
    const banned = await bannedUserWithSession(t);
    const blocked = await call(t, 'POST', '/api/categories', {
      token: banned.token,
      payload: { name: 'Opera' },
    });
    expect(blocked.statusCode).toBe(401);
    expect(await catalogCounts(t)).toEqual(before);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('renames a category; visitors see the new name at once', async () => {
    const category = await create('Balet');
    expect(await publicNames()).toContain('Balet');
    t.clock.advance(60_000);
    const response = await call(t, 'PUT', `/api/categories/${category.id}`, {
      token: adminToken,
      payload: { name: 'Balet współczesny' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: category.id,
      name: 'Balet współczesny',
      updated_at: t.clock.now().toISOString(),
    });
    const names = await publicNames();
    expect(names).toContain('Balet współczesny');
    expect(names).not.toContain('Balet');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'category.update'));
    expect(audits.at(-1)).toMatchObject({ entity: 'category', entityId: String(category.id) });
  });

  it('refuses an invalid name with 422 and changes nothing', async () => {
    const category = await create('Musical');
    const response = await call(t, 'PUT', `/api/categories/${category.id}`, {
      token: adminToken,
      payload: { name: 'Musical; DROP TABLE' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ name: 'form.validate.category_name' });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.name).toBe('Musical');
  });

  it('answers 404 for an unknown id and refuses non-administrators', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const response = await call(t, 'PUT', `/api/categories/${id}`, {
        token: adminToken,
        payload: { name: 'Opera' },
      });
      expect(response.statusCode, id).toBe(404);
    }
    const category = await create('Kabaret');
    expect(
      (await call(t, 'PUT', `/api/categories/${category.id}`, { payload: { name: 'Opera' } })).statusCode,
    ).toBe(401);
    const standard = await call(t, 'PUT', `/api/categories/${category.id}`, {
      token: standardToken,
      payload: { name: 'Opera' },
    });
    expect(standard.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.name).toBe('Kabaret');
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes the category with its translations and video links, keeps the videos, and visitors see it at once', async () => {
    const category = await create('Pantomima');
    const video = await insertVideo(t, 'Mim');
    await t.database.db.insert(videoCategories).values({ videoId: video.id, categoryId: category.id });
    await call(t, 'POST', '/api/translations/category', {
      token: adminToken,
      payload: { name: 'Mime', language_code: 'en', category_id: category.id },
    });
    expect(await publicNames('en')).toContain('Mime');
    const response = await call(t, 'DELETE', `/api/categories/${category.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await publicNames('en')).not.toContain('Mime');
    expect(await publicNames('pl')).not.toContain('Pantomima');
    const db = t.database.db;
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect(
      await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, category.id)),
    ).toEqual([]);
    expect(
      await db.select().from(videoCategories).where(eq(videoCategories.categoryId, category.id)),
    ).toEqual([]);
    expect(await db.select().from(videos).where(eq(videos.id, video.id))).toHaveLength(1);
    expect(await auditCount(t, 'category.delete')).toBe(1);
    const again = await call(t, 'DELETE', `/api/categories/${category.id}`, { token: adminToken });
    expect(again.statusCode).toBe(404);
  });

  it('refuses anonymous callers and non-administrators, and deletes nothing', async () => {
    const category = await create('Recital');
    expect((await call(t, 'DELETE', `/api/categories/${category.id}`)).statusCode).toBe(401);
    const standard = await call(t, 'DELETE', `/api/categories/${category.id}`, { token: standardToken });
    expect(standard.statusCode).toBe(403);
    expect(standard.json().code).toBe('NOT_ADMIN');
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(
      1,
    );
  });
});
