import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { slideTranslations, slides } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { call } from './support';
import { makeImage, sendMultipart, tempDataDir, type MultipartPart } from './images.fixtures';

const data = tempDataDir();
let t: TestApp;
let adminToken: string;
let standardToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  adminToken = (await demoSession(t, 'admin')).token;
  standardToken = (await demoSession(t, 'standard')).token;
});
afterAll(async () => {
  await t.close();
  data.remove();
});

interface Image {
  id: string;
  url: string;
  thumb_url: string;
  srcset: string;
  width: number;
  height: number;
}
interface AdminSlide {
  id: number;
  title: string;
  text: string;
  url: string | null;
  published: boolean;
  weight: number;
  updated_at: string;
  bg_image: Image | null;
}

async function counts() {
  const [s] = await t.database.db.select({ n: count() }).from(slides);
  const [tr] = await t.database.db.select({ n: count() }).from(slideTranslations);
  return { slides: s!.n, translations: tr!.n, folders: data.folders().length };
}

function fields(values: Record<string, string>): MultipartPart[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function createSlide(values: Record<string, string>, image?: Buffer): Promise<AdminSlide> {
  const parts = fields(values);
  if (image) parts.push({ name: 'bg_image', filename: 'tlo.jpg', contentType: 'image/jpeg', data: image });
  const response = await sendMultipart(t, 'POST', '/api/slides/', parts, adminToken);
  expect(response.statusCode, response.body).toBe(201);
  t.clock.advance(1000);
  return response.json();
}

async function publicSlides(language = 'pl') {
  const response = await call(t, 'GET', '/external_api/slides', { language });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as Array<{
    id: number;
    title: string;
    text: string;
    url: string | null;
    bg_image: Image | null;
  }>;
}

describe('POST /api/slides', () => {
  it('creates a slide from a multipart form with a real background image', async () => {
    const slide = await createSlide(
      { title: ' Wesele ', text: 'Premiera już w piątek', url: '/wydarzenie/wesele', published: 'true' },
      await makeImage('jpeg', 1600, 800),
    );
    const folder = slide.bg_image!.id;
    expect(slide).toEqual({
      id: expect.any(Number),
      title: 'Wesele',
      text: 'Premiera już w piątek',
      url: '/wydarzenie/wesele',
      published: true,
      weight: 0,
      updated_at: expect.any(String),
      bg_image: {
        id: folder,
        url: `/media/images/${folder}/original-1600x800.jpg`,
        thumb_url: `/media/images/${folder}/w400.webp`,
        srcset: [400, 800, 1200].map((w) => `/media/images/${folder}/w${w}.webp ${w}w`).join(', '),
        width: 1600,
        height: 800,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: slide.bg_image!.url })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(slides).where(eq(slides.id, slide.id));
    expect(row).toMatchObject({ bgImage: `${folder}/original-1600x800.jpg`, published: true });
    expect(await auditCount(t, 'slide.create')).toBe(1);
  });

  it('accepts JSON without an image; unpublished by default', async () => {
    const response = await call(t, 'POST', '/api/slides', {
      token: adminToken,
      payload: { title: 'Bez obrazka', text: 'Tekst', url: 'https://teatr.example/program' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      published: false,
      bg_image: null,
      url: 'https://teatr.example/program',
    });
    t.clock.advance(1000);
  });

  it('refuses invalid fields and images with 422, writing no row and leaving no file', async () => {
    const before = await counts();
    const image = await makeImage('png', 100, 100);
    const cases: Array<[Record<string, string>, Buffer | undefined, Record<string, string>]> = [
      [{ text: 'x' }, image, { title: 'form.validate.slide_title' }],
      [{ title: ' ', text: 'x' }, image, { title: 'form.validate.slide_title' }],
      [{ title: 'x', text: '' }, image, { text: 'form.validate.slide_text' }],
      [{ title: 'x', text: 'y', url: 'javascript:alert(1)' }, image, { url: 'form.validate.page_link' }],
      [{ title: 'x', text: 'y', url: '//evil.example' }, image, { url: 'form.validate.page_link' }],
      [{ title: 'x', text: 'y', url: '/\\evil.example' }, image, { url: 'form.validate.page_link' }],
      [{ title: 'x', text: 'y', url: 'ftp://files.example' }, image, { url: 'form.validate.page_link' }],
      [{ title: 'x', text: 'y'.repeat(501) }, image, { text: 'form.validate.max_500' }],
      [{ title: 'x', text: 'y', published: 'maybe' }, image, { published: 'form.validate.wrong' }],
      [{ title: 'x', text: 'y' }, Buffer.from('<svg/>'), { bg_image: 'form.validate.image_type' }],
      [
        { title: 'x', text: 'y' },
        await makeImage('png', 4001, 10),
        { bg_image: 'form.validate.image_dimensions' },
      ],
      [
        { title: 'x', text: 'y' },
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5200 * 1024)]),
        { bg_image: 'form.validate.image_too_large' },
      ],
    ];
    for (const [values, file, formError] of cases) {
      const parts = fields(values);
      if (file) parts.push({ name: 'bg_image', filename: 'tlo.png', data: file });
      const response = await sendMultipart(t, 'POST', '/api/slides', parts, adminToken);
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/slides and PUT /api/slides/{id}', () => {
  it('lists every slide to the administrator, latest update first, and an empty PUT moves one to the top', async () => {
    const first = await createSlide({ title: 'Pierwszy', text: 'a', published: '1' });
    const second = await createSlide({ title: 'Drugi', text: 'b', published: 'false' });
    const titles = async () =>
      ((await call(t, 'GET', '/api/slides', { token: adminToken })).json() as AdminSlide[]).map(
        (s) => s.title,
      );
    expect((await titles()).slice(0, 2)).toEqual(['Drugi', 'Pierwszy']);

    const moved = await call(t, 'PUT', `/api/slides/${first.id}`, { token: adminToken });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: first.id,
      title: 'Pierwszy',
      updated_at: t.clock.now().toISOString(),
    });
    expect((await titles()).slice(0, 2)).toEqual(['Pierwszy', 'Drugi']);
    expect(await auditCount(t, 'slide.move_to_top')).toBe(1);
    t.clock.advance(1000);

    const edited = await call(t, 'PUT', `/api/slides/${second.id}`, {
      token: adminToken,
      payload: { title: 'Drugi (nowy)', published: true, url: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Drugi (nowy)', text: 'b', published: true, url: null });
    expect((await titles())[0]).toBe('Drugi (nowy)');
    const invalid = await call(t, 'PUT', `/api/slides/${second.id}`, {
      token: adminToken,
      payload: { title: '' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().formError).toEqual({ title: 'form.validate.slide_title' });
    const [row] = await t.database.db.select().from(slides).where(eq(slides.id, second.id));
    expect(row!.title).toBe('Drugi (nowy)');
    t.clock.advance(1000);
  });

  it('replaces the background image through a multipart PUT and removes the old files', async () => {
    const slide = await createSlide({ title: 'Obraz', text: 't' }, await makeImage('png', 500, 300));
    const oldFolder = path.join(data.imagesDir, slide.bg_image!.id);
    expect(fs.existsSync(oldFolder)).toBe(true);
    const response = await sendMultipart(
      t,
      'PUT',
      `/api/slides/${slide.id}`,
      [{ name: 'bg_image', filename: 'nowe.jpg', data: await makeImage('jpeg', 900, 450) }],
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as AdminSlide;
    expect(updated.bg_image).toMatchObject({ width: 900, height: 450 });
    expect(updated.title).toBe('Obraz');
    expect(fs.existsSync(oldFolder)).toBe(false);
    expect(fs.existsSync(path.join(data.imagesDir, updated.bg_image!.id))).toBe(true);

    const before = await counts();
    const refused = await sendMultipart(
      t,
      'PUT',
      `/api/slides/${slide.id}`,
      [{ name: 'bg_image', filename: 'x.png', data: Buffer.from('nope') }],
      adminToken,
    );
    expect(refused.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    t.clock.advance(1000);
  });

  it('deletes a slide with its translations and its image files', async () => {
    const slide = await createSlide({ title: 'Usuń', text: 't' }, await makeImage('png'));
    await call(t, 'POST', '/api/translations/slide', {
      token: adminToken,
      payload: { title: 'Delete', language_code: 'en', slide_id: slide.id },
    });
    const folder = path.join(data.imagesDir, slide.bg_image!.id);
    const response = await call(t, 'DELETE', `/api/slides/${slide.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(fs.existsSync(folder)).toBe(false);
    expect(
      await t.database.db.select().from(slideTranslations).where(eq(slideTranslations.slideId, slide.id)),
    ).toEqual([]);
    expect((await call(t, 'DELETE', `/api/slides/${slide.id}`, { token: adminToken })).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/slides/${slide.id}`, { token: adminToken })).statusCode).toBe(404);
  });
});

describe('slide translations', () => {
  it('adds, reads, edits and deletes a translation; limits and duplicates are refused', async () => {
    const slide = await createSlide({ title: 'Tłumaczony', text: 'Tekst polski', published: 'true' });
    const created = await call(t, 'POST', '/api/translations/slide', {
      token: adminToken,
      payload: { title: ' Translated ', text: 'English text', language_code: 'EN', slide_id: slide.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const translation = created.json();
    expect(translation).toEqual({
      id: expect.any(Number),
      slide_id: slide.id,
      language_code: 'en',
      title: 'Translated',
      text: 'English text',
    });
    const before = await counts();
    for (const [payload, formError] of [
      [
        { title: 'x'.repeat(101), language_code: 'de', slide_id: slide.id },
        { title: 'form.validate.max_100' },
      ],
      [
        { title: 'x', text: 'y'.repeat(501), language_code: 'de', slide_id: slide.id },
        { text: 'form.validate.max_500' },
      ],
      [
        { title: 'x', language_code: 'en', slide_id: slide.id },
        { language_code: 'form.validate.translation_exists' },
      ],
      [
        { title: 'x', language_code: 'pl', slide_id: slide.id },
        { language_code: 'form.validate.language_polish' },
      ],
      [
        { title: 'x', language_code: '', slide_id: slide.id },
        { language_code: 'form.validate.language_required' },
      ],
      [{ title: 'x', language_code: 'de', slide_id: 999999 }, { slide_id: 'form.validate.wrong' }],
    ] as const) {
      const response = await call(t, 'POST', '/api/translations/slide', { token: adminToken, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await counts()).toEqual(before);

    const list = await call(t, 'GET', `/api/slides/${slide.id}/translations`, { token: adminToken });
    expect(list.json()).toEqual([translation]);
    const one = await call(t, 'GET', `/api/translations/slide/${translation.id}`, { token: adminToken });
    expect(one.json()).toEqual(translation);
    const updated = await call(t, 'PUT', `/api/translations/slide/${translation.id}`, {
      token: adminToken,
      payload: { title: 'Renamed', text: '', language_code: 'en' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Renamed', text: null });
    const deleted = await call(t, 'DELETE', `/api/translations/slide/${translation.id}`, {
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/api/translations/slide/${translation.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/slides/999999/translations', { token: adminToken })).statusCode).toBe(
      404,
    );
    expect(await auditCount(t, 'slide_translation.delete')).toBe(1);
  });
});

describe('GET /external_api/slides', () => {
  it('shows only published slides, in the language asked for with Polish fallback, and every write refreshes it', async () => {
    await t.database.db.delete(slides);
    await t.app.deps.cache.invalidate('catalog:slides:'); // the rows went behind the service's back
    expect(await publicSlides()).toEqual([]);

    const shown = await createSlide(
      { title: 'Widoczny', text: 'Po polsku', published: 'true' },
      await makeImage('jpeg', 1300, 650),
    );
    const hidden = await createSlide({ title: 'Ukryty', text: 'Szkic', published: 'false' });
    const pl = await publicSlides('pl');
    expect(pl).toEqual([
      { id: shown.id, title: 'Widoczny', text: 'Po polsku', url: null, bg_image: shown.bg_image },
    ]);
    expect(pl[0]!.bg_image!.srcset).toContain('w1200.webp 1200w');
    expect(JSON.stringify(pl)).not.toContain('Ukryty');

    // The English list is cached; a translation (a write) must show at once.
    expect((await publicSlides('en'))[0]!.title).toBe('Widoczny');
    const translation = await call(t, 'POST', '/api/translations/slide', {
      token: adminToken,
      payload: { title: 'Visible', language_code: 'en', slide_id: shown.id },
    });
    expect(translation.statusCode).toBe(201);
    expect(await publicSlides('en')).toEqual([
      { id: shown.id, title: 'Visible', text: 'Po polsku', url: null, bg_image: shown.bg_image },
    ]);
    expect((await publicSlides('pl'))[0]!.title).toBe('Widoczny');

    // The answer is served from the cache: a change behind the service's back does not show…
    await t.database.db.update(slides).set({ text: 'Zmieniony' }).where(eq(slides.id, shown.id));
    expect((await publicSlides('pl'))[0]!.text).toBe('Po polsku');
    // …until a write through the API drops it. Publishing, unpublishing, moving and deleting all refresh both languages.
    await call(t, 'PUT', `/api/slides/${hidden.id}`, { token: adminToken, payload: { published: true } });
    expect((await publicSlides('en')).map((s) => s.title)).toEqual(['Ukryty', 'Visible']);
    expect((await publicSlides('pl'))[1]!.text).toBe('Zmieniony');
    t.clock.advance(1000);
    await call(t, 'PUT', `/api/slides/${shown.id}`, { token: adminToken });
    expect((await publicSlides('pl')).map((s) => s.title)).toEqual(['Widoczny', 'Ukryty']);
    await call(t, 'PUT', `/api/slides/${shown.id}`, { token: adminToken, payload: { published: false } });
    expect((await publicSlides('en')).map((s) => s.title)).toEqual(['Ukryty']);
    await call(t, 'DELETE', `/api/slides/${hidden.id}`, { token: adminToken });
    expect(await publicSlides('pl')).toEqual([]);
  });
});

describe('who may not', () => {
  it('refuses anonymous callers with 401 and standard users with 403 NOT_ADMIN, writing nothing', async () => {
    const slide = await createSlide({ title: 'Admin', text: 't' });
    const translation = (
      await call(t, 'POST', '/api/translations/slide', {
        token: adminToken,
        payload: { title: 'Admin', language_code: 'en', slide_id: slide.id },
      })
    ).json();
    const before = await counts();
    const calls = [
      ['GET', '/api/slides', undefined],
      ['POST', '/api/slides/', { title: 'x', text: 'y' }],
      ['PUT', `/api/slides/${slide.id}`, undefined],
      ['DELETE', `/api/slides/${slide.id}`, undefined],
      ['GET', `/api/slides/${slide.id}/translations`, undefined],
      ['POST', '/api/translations/slide', { title: 'x', language_code: 'de', slide_id: slide.id }],
      ['GET', `/api/translations/slide/${translation.id}`, undefined],
      ['PUT', `/api/translations/slide/${translation.id}`, { title: 'x', language_code: 'en' }],
      ['DELETE', `/api/translations/slide/${translation.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await call(t, method, url, { payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const standard = await call(t, method, url, { token: standardToken, payload });
      expect(standard.statusCode, `${method} ${url}`).toBe(403);
      expect(standard.json().code).toBe('NOT_ADMIN');
    }
    const upload = await sendMultipart(
      t,
      'POST',
      '/api/slides',
      [
        ...fields({ title: 'x', text: 'y' }),
        { name: 'bg_image', filename: 'a.png', data: await makeImage('png') },
      ],
      standardToken,
    );
    expect(upload.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const [row] = await t.database.db.select().from(slides).where(eq(slides.id, slide.id));
    expect(row!.updatedAt.toISOString()).toBe(slide.updated_at);
  });
});
