import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  categories,
  categoryTranslations,
  events,
  hostedVideos,
  videoCategories,
  videoTranslations,
  videos,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { makeImage, sendMultipart, tempDataDir } from './images.fixtures';
import { call } from './support';

const data = tempDataDir();
let t: TestApp;
let adminToken: string;
let standardToken: string;
let premiumToken: string;
let categoryId: number;
let otherCategoryId: number;
let uploadedId: number;
let notUploadedId: number;

/** Stream links used in this file: no answer to a non-administrator may contain any of them. */
const SECRET = {
  video: 'https://stream.example/vid-secret-main-41aa',
  pjm: 'https://stream.example/vid-secret-pjm-52bb',
  ad: 'https://stream.example/vid-secret-ad-63cc',
  enVideo: 'https://stream.example/vid-secret-en-main-74dd',
  enPjm: 'https://stream.example/vid-secret-en-pjm-85ee',
  enAd: 'https://stream.example/vid-secret-en-ad-96ff',
};

type Answer = Record<string, unknown> & { id: number; slug: string; title: string };

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  adminToken = (await demoSession(t, 'admin')).token;
  standardToken = (await demoSession(t, 'standard')).token;
  premiumToken = (await demoSession(t, 'premium')).token;
  const now = t.clock.now();
  const [category, other] = await t.database.db
    .insert(categories)
    .values([
      { name: 'Testowa kategoria wideo', createdAt: now, updatedAt: now },
      { name: 'Druga kategoria wideo', createdAt: now, updatedAt: now },
    ])
    .returning();
  categoryId = category!.id;
  otherCategoryId = other!.id;
  await t.database.db.insert(categoryTranslations).values({
    categoryId,
    languageCode: 'en',
    name: 'Test video category',
    createdAt: now,
    updatedAt: now,
  });
  const hosted = await t.database.db
    .insert(hostedVideos)
    .values([
      { name: 'Gotowe', uri: '/videos/test-ready-1', status: 'COMPLETE', createdAt: now },
      { name: 'W trakcie', uri: '/videos/test-pending-1', status: 'NOT_UPLOADED', createdAt: now },
    ])
    .returning();
  uploadedId = hosted[0]!.id;
  notUploadedId = hosted[1]!.id;
});
afterAll(async () => {
  await t.close();
  data.remove();
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Wesele',
    subtitle: 'Dramat w trzech aktach',
    video_link: SECRET.video,
    accessibility_video: SECRET.pjm,
    autodesc_video: SECRET.ad,
    video_price: 19.99,
    duration: 95,
    age_restriction: 12,
    weight: 0,
    visible: true,
    categories: [categoryId],
    description: '<p>Opis <script>alert(1)</script><b>pogrubiony</b></p>',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/videos/', { token: adminToken, payload: form(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Answer;
}

async function counts() {
  const db = t.database.db;
  const [v] = await db.select({ n: count() }).from(videos);
  const [tr] = await db.select({ n: count() }).from(videoTranslations);
  const [vc] = await db.select({ n: count() }).from(videoCategories);
  return { videos: v!.n, translations: tr!.n, links: vc!.n };
}

describe('POST /api/videos/', () => {
  it('creates a video from JSON: generated slug, grosze, sanitized HTML, categories, audit row', async () => {
    const audits = await auditCount(t, 'video.create');
    const body = await create({ title: 'Żółta łódź' });
    expect(body).toMatchObject({
      slug: 'zolta-lodz',
      title: 'Żółta łódź',
      video_price: 19.99,
      categories: [categoryId],
      category_names: [{ id: categoryId, name: 'Testowa kategoria wideo' }],
      video_link: SECRET.video,
      main_image: null,
      status: 1,
    });
    expect(body.description).not.toContain('script');
    expect(body.description).toContain('<b>pogrubiony</b>');
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, body.id));
    expect(row!.videoPriceGrosze).toBe(1999);
    expect(await auditCount(t, 'video.create')).toBe(audits + 1);
    // The next one with the same title gets the first free suffix.
    expect((await create({ title: 'Żółta łódź' })).slug).toBe('zolta-lodz-2');
  });

  it('creates a video from multipart with real images, and the images can be removed', async () => {
    const image = await makeImage('png', 120, 80);
    const thumb = await makeImage('jpeg', 90, 60);
    const response = await sendMultipart(
      t,
      'POST',
      '/api/videos',
      [
        { name: 'title', value: 'Dziady z obrazkiem' },
        { name: 'slug', value: '' },
        { name: 'video_link', value: `local:${uploadedId}` },
        { name: 'video_price', value: '12,50' },
        { name: 'visible', value: 'true' },
        { name: 'categories', value: `${categoryId},${otherCategoryId}` },
        { name: 'tickets_expiration_time', value: '48' },
        { name: 'main_image', filename: 'a.png', contentType: 'image/png', data: image },
        { name: 'thumb_image', filename: 'b.jpg', contentType: 'image/jpeg', data: thumb },
      ],
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Answer & {
      main_image: { url: string; srcset: string; width: number };
      thumb_image: { url: string };
    };
    expect(body).toMatchObject({
      slug: 'dziady-z-obrazkiem',
      video_price: 12.5,
      tickets_expiration_time: 48,
      video_link: `local:${uploadedId}`,
    });
    expect(body.categories).toHaveLength(2);
    expect(body.main_image.width).toBe(120);
    expect(body.main_image.srcset).toContain('120w');
    expect(body.image_link).toBe(body.main_image.url);
    expect(body.thumb_link).toBe(body.thumb_image.url);
    const folders = data.folders().length;
    const removed = await call(t, 'DELETE', `/api/videos/${body.id}/image/image`, { token: adminToken });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ main_image: null, image_link: null });
    expect((removed.json() as { thumb_image: unknown }).thumb_image).not.toBeNull();
    expect(data.folders().length).toBe(folders - 1);
  });

  it('refuses invalid input with 422 and formError, writing nothing', async () => {
    const before = await counts();
    const audits = await auditCount(t, 'video.create');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '' }, { title: 'form.validate.required' }],
      [{ video_link: 'not a link' }, { video_link: 'form.validate.wrong' }],
      [{ slug: 'Zła Wartość' }, { slug: 'form.validate.slug' }],
      [{ subtitle: 'x'.repeat(201) }, { subtitle: 'form.validate.max_200' }],
      [{ video_price: 1.234 }, { video_price: 'form.validate.wrong' }],
      [{ duration: -5 }, { duration: 'form.validate.wrong' }],
      [{ tickets_expiration_time: 7 }, { tickets_expiration_time: 'form.validate.ticket_validity' }],
      [{ available_from: '2026-06-10', end_date: '2026-06-01' }, { end_date: 'form.validate.date_order' }],
      [{ restricted_access: 'mars' }, { restricted_access: 'form.validate.wrong' }],
      [{ gallery_id: 999_999 }, { gallery_id: 'form.validate.wrong' }],
      [{ categories: [999_999] }, { categories: 'form.validate.wrong' }],
      [{ video_link: `local:${notUploadedId}` }, { video_link: 'form.validate.video_not_uploaded' }],
      [{ autodesc_video: `local:${notUploadedId}` }, { autodesc_video: 'form.validate.video_not_uploaded' }],
      [{ video_link: 'local:999999' }, { video_link: 'form.validate.wrong' }],
    ];
    for (const [overrides, formError] of cases) {
      const response = await call(t, 'POST', '/api/videos/', { token: adminToken, payload: form(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().formError, JSON.stringify(overrides)).toMatchObject(formError);
    }
    const badImage = await sendMultipart(
      t,
      'POST',
      '/api/videos/',
      [
        { name: 'title', value: 'Z obrazkiem GIF' },
        { name: 'video_link', value: '123' },
        { name: 'main_image', filename: 'a.gif', data: await makeImage('gif') },
      ],
      adminToken,
    );
    expect(badImage.statusCode).toBe(422);
    expect(badImage.json().formError).toEqual({ main_image: 'form.validate.image_type' });
    const tooWide = await sendMultipart(
      t,
      'POST',
      '/api/videos/',
      [
        { name: 'title', value: 'Za szeroki' },
        { name: 'video_link', value: '123' },
        { name: 'thumb_image', filename: 'a.png', data: await makeImage('png', 1001, 10) },
      ],
      adminToken,
    );
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json().formError).toEqual({ thumb_image: 'form.validate.image_dimensions' });
    expect(await counts()).toEqual(before);
    expect(await auditCount(t, 'video.create')).toBe(audits);
  });

  it('keeps slugs unique', async () => {
    await create({ title: 'Unikat', slug: 'unikat-wideo' });
    const before = await counts();
    const taken = await call(t, 'POST', '/api/videos/', {
      token: adminToken,
      payload: form({ slug: 'unikat-wideo' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ slug: 'form.validate.slug_taken' });
    expect(await counts()).toEqual(before);
  });

  it('refuses anonymous (401) and standard users (403)', async () => {
    const before = await counts();
    expect((await call(t, 'POST', '/api/videos/', { payload: form() })).statusCode).toBe(401);
    const standard = await call(t, 'POST', '/api/videos/', { token: standardToken, payload: form() });
    expect(standard.statusCode).toBe(403);
    const premium = await call(t, 'POST', '/api/videos/', { token: premiumToken, payload: form() });
    expect(premium.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT and DELETE /api/videos/{id}', () => {
  it('updates the whole form, keeps its slug against itself and replaces categories', async () => {
    const video = await create({ title: 'Do zmiany', slug: 'do-zmiany' });
    const response = await call(t, 'PUT', `/api/videos/${video.id}`, {
      token: adminToken,
      payload: form({ title: 'Zmienione', slug: 'do-zmiany', categories: [otherCategoryId], weight: 3 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Zmienione',
      slug: 'do-zmiany',
      categories: [otherCategoryId],
      weight: 3,
    });
    const taken = await call(t, 'PUT', `/api/videos/${video.id}`, {
      token: adminToken,
      payload: form({ slug: 'unikat-wideo' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ slug: 'form.validate.slug_taken' });
    const missing = await call(t, 'PUT', '/api/videos/999999', { token: adminToken, payload: form() });
    expect(missing.statusCode).toBe(404);
    const standard = await call(t, 'PUT', `/api/videos/${video.id}`, {
      token: standardToken,
      payload: form(),
    });
    expect(standard.statusCode).toBe(403);
  });

  it('deletes a video, but not one an event uses', async () => {
    const free = await create({ title: 'Do usunięcia' });
    expect((await call(t, 'DELETE', `/api/videos/${free.id}`)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', `/api/videos/${free.id}`, { token: standardToken })).statusCode).toBe(
      403,
    );
    const ok = await call(t, 'DELETE', `/api/videos/${free.id}`, { token: adminToken });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.database.db.select().from(videos).where(eq(videos.id, free.id))).toEqual([]);

    const used = await create({ title: 'Używane' });
    const now = t.clock.now();
    await t.database.db.insert(events).values({
      title: 'Wydarzenie z nagraniem',
      slug: 'wydarzenie-z-nagraniem-wideo',
      videoId: used.id,
      createdAt: now,
      updatedAt: now,
    });
    const refused = await call(t, 'DELETE', `/api/videos/${used.id}`, { token: adminToken });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().formError).toEqual({ id: 'form.validate.video_in_use' });
    expect(await t.database.db.select().from(videos).where(eq(videos.id, used.id))).toHaveLength(1);
  });
});

describe('translations of a video', () => {
  it('creates, reads, edits and deletes a translation (admin only)', async () => {
    const video = await create({ title: 'Do tłumaczenia' });
    const payload = {
      language_code: 'en',
      title: 'To translate',
      video_link: SECRET.enVideo,
      description: '<p>English<script>x</script></p>',
      video_id: video.id,
    };
    expect((await call(t, 'POST', '/api/translations/video', { payload })).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/translations/video', { token: standardToken, payload })).statusCode,
    ).toBe(403);
    const created = await call(t, 'POST', '/api/translations/video', { token: adminToken, payload });
    expect(created.statusCode, created.body).toBe(201);
    const translation = created.json() as { id: number; description: string };
    expect(translation).toMatchObject({
      language_code: 'en',
      title: 'To translate',
      video_link: SECRET.enVideo,
    });
    expect(translation.description).not.toContain('script');
    const again = await call(t, 'POST', '/api/translations/video', { token: adminToken, payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().formError).toEqual({ language_code: 'form.validate.translation_exists' });
    const pending = await call(t, 'POST', '/api/translations/video', {
      token: adminToken,
      payload: { ...payload, language_code: 'de', accessibility_video: `local:${notUploadedId}` },
    });
    expect(pending.json().formError).toEqual({ accessibility_video: 'form.validate.video_not_uploaded' });
    const tooLong = await call(t, 'POST', '/api/translations/video', {
      token: adminToken,
      payload: { ...payload, language_code: 'de', title: 'x'.repeat(101) },
    });
    expect(tooLong.json().formError).toEqual({ title: 'form.validate.max_100' });

    const list = await call(t, 'GET', `/api/videos/${video.id}/translations`, { token: adminToken });
    expect((list.json() as unknown[]).length).toBe(1);
    const one = await call(t, 'GET', `/api/translations/video/${translation.id}`, { token: adminToken });
    expect(one.json()).toMatchObject({ id: translation.id, video_id: video.id });
    expect(
      (await call(t, 'GET', `/api/translations/video/${translation.id}`, { token: standardToken }))
        .statusCode,
    ).toBe(403);
    const { video_id: _omit, ...update } = payload;
    const edited = await call(t, 'PUT', `/api/translations/video/${translation.id}`, {
      token: adminToken,
      payload: { ...update, title: 'Translated' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Translated' });
    const english = await call(t, 'GET', `/api/videos/${video.slug}`, { language: 'en' });
    expect(english.json()).toMatchObject({ title: 'Translated', subtitle: 'Dramat w trzech aktach' });
    const deleted = await call(t, 'DELETE', `/api/translations/video/${translation.id}`, {
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/api/translations/video/${translation.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
  });
});

describe('reading videos', () => {
  let listCategory: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const now = t.clock.now();
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: 'Kategoria listy', createdAt: now, updatedAt: now })
      .returning();
    listCategory = category!.id;
    const past = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    for (const [key, overrides] of Object.entries({
      lodz: { title: 'Łódź' },
      lwow: { title: 'Lwów' },
      cebula: { title: 'Cebula' },
      cma: { title: 'ćma' },
      arbuz: { title: 'arbuz' },
      heavy: { title: 'Zupa', weight: 5 },
      hidden: { title: 'Ukryte z pulpitu', dashboard_hidden: true },
      invisible: { title: 'Niewidoczne', visible: false },
      ended: { title: 'Zakończone', available_from: '2020-01-01', end_date: past },
      free: { title: 'Darmowe', video_price: 0 },
    })) {
      ids[key] = (await create({ ...overrides, categories: [listCategory] })).id;
    }
    await call(t, 'POST', '/api/translations/video', {
      token: adminToken,
      payload: {
        language_code: 'en',
        title: 'Onion',
        video_link: SECRET.enVideo,
        accessibility_video: SECRET.enPjm,
        autodesc_video: SECRET.enAd,
        video_id: ids.cebula,
      },
    });
  });

  const titles = async (url: string, options: { token?: string; language?: string } = {}) => {
    const response = await call(t, 'GET', url, options);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Answer[]).map((video) => video.title);
  };

  it('sorts by weight descending, then by title in Polish order', async () => {
    expect(await titles(`/api/videos?category_id=${listCategory}`)).toEqual([
      'Zupa',
      'arbuz',
      'Cebula',
      'ćma',
      'Darmowe',
      'Lwów',
      'Łódź',
    ]);
  });

  it('hides invisible, ended and dashboard-hidden videos from public lists, not from administrators', async () => {
    const admin = await titles(`/api/videos?category_id=${listCategory}`, { token: adminToken });
    expect(admin).toEqual(expect.arrayContaining(['Niewidoczne', 'Zakończone', 'Ukryte z pulpitu']));
    expect(admin).toHaveLength(10);
    const standard = await titles(`/api/videos?category_id=${listCategory}`, { token: standardToken });
    expect(standard).toHaveLength(7);
    const all = await titles('/external_api/videos');
    expect(all).toEqual(expect.arrayContaining(['Zupa', 'Łódź']));
    expect(all).not.toContain('Niewidoczne');
    expect(all).not.toContain('Zakończone');
    expect(all).not.toContain('Ukryte z pulpitu');
    // Reachable by slug or id: hidden and ended ones; invisible ones only for administrators.
    expect((await call(t, 'GET', `/external_api/video/${ids.hidden}`)).statusCode).toBe(200);
    const ended = await call(t, 'GET', `/api/videos/${ids.ended}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: -1 });
    expect((await call(t, 'GET', `/api/videos/${ids.invisible}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/videos/${ids.invisible}`, { token: standardToken })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', `/api/videos/${ids.invisible}`, { token: adminToken })).statusCode).toBe(
      200,
    );
  });

  it('answers in English with Polish fallback, and with the viewer fields for a signed-in caller', async () => {
    const english = await call(t, 'GET', `/api/videos/${ids.cebula}`, { language: 'en' });
    expect(english.json()).toMatchObject({
      title: 'Onion',
      subtitle: 'Dramat w trzech aktach',
      category_names: [{ id: listCategory, name: 'Kategoria listy' }],
    });
    expect(english.json()).not.toHaveProperty('access');
    const enCategory = await call(t, 'GET', `/external_api/videos`, { language: 'en' });
    const listed = (enCategory.json() as Answer[]).find((video) => video.id === ids.cebula);
    expect(listed?.title).toBe('Onion');
    const standard = await call(t, 'GET', `/api/videos/${ids.cebula}`, { token: standardToken });
    expect(standard.json()).toMatchObject({ access: false, paymentStatus: null, countryBlocked: false });
    const free = await call(t, 'GET', `/api/videos/${ids.free}`, { token: standardToken });
    expect(free.json()).toMatchObject({ access: true });
    const premium = await call(t, 'GET', `/api/videos/${ids.cebula}`, { token: premiumToken });
    expect(premium.json()).toMatchObject({ access: true });
  });

  it('drops the cached public list on a write', async () => {
    const before = await titles('/external_api/videos');
    const fresh = await create({ title: 'Świeżutkie', categories: [] });
    const after = await titles('/external_api/videos');
    expect(after).toContain('Świeżutkie');
    expect(after.length).toBe(before.length + 1);
    await call(t, 'DELETE', `/api/videos/${fresh.id}`, { token: adminToken });
    expect(await titles('/external_api/videos')).not.toContain('Świeżutkie');
  });

  it('never gives a stream link to a non-administrator, on any video endpoint, in either language', async () => {
    const secrets = Object.values(SECRET);
    const admin = await call(t, 'GET', `/api/videos/${ids.cebula}`, { token: adminToken });
    expect(admin.body).toContain(SECRET.video);
    expect(admin.body).toContain(SECRET.enPjm);
    const reads = [
      '/api/videos',
      `/api/videos?category_id=${listCategory}`,
      '/external_api/videos',
      `/external_api/videos?category_id=${listCategory}`,
      ...['cebula', 'hidden', 'ended', 'free', 'invisible'].flatMap((key) => [
        `/api/videos/${ids[key]}`,
        `/external_api/video/${ids[key]}`,
      ]),
      `/api/videos/${ids.cebula}/translations`,
      '/api/vimeo',
    ];
    for (const token of [undefined, standardToken, premiumToken]) {
      for (const language of ['pl', 'en']) {
        for (const url of reads) {
          const response = await call(t, 'GET', url, { token, language });
          for (const secret of secrets) expect(response.body, `${url} ${language}`).not.toContain(secret);
          expect(response.body).not.toMatch(/"(video_link|accessibility_video|autodesc_video)"/);
        }
        const [translation] = await t.database.db
          .select()
          .from(videoTranslations)
          .where(eq(videoTranslations.videoId, ids.cebula!));
        const writes = [
          await call(t, 'POST', '/api/videos/', { token, language, payload: form() }),
          await call(t, 'PUT', `/api/videos/${ids.cebula}`, { token, language, payload: form() }),
          await call(t, 'DELETE', `/api/videos/${ids.cebula}/image/image`, { token, language }),
          await call(t, 'GET', `/api/translations/video/${translation!.id}`, { token, language }),
          await call(t, 'PUT', `/api/translations/video/${translation!.id}`, {
            token,
            language,
            payload: { language_code: 'en', video_link: SECRET.video },
          }),
          await call(t, 'DELETE', `/api/translations/video/${translation!.id}`, { token, language }),
          await call(t, 'DELETE', `/api/videos/${ids.cebula}`, { token, language }),
          await call(t, 'POST', '/api/translations/video', {
            token,
            language,
            payload: { language_code: 'de', video_link: SECRET.video, video_id: ids.cebula },
          }),
        ];
        for (const response of writes) {
          expect([401, 403]).toContain(response.statusCode);
          for (const secret of secrets) expect(response.body).not.toContain(secret);
        }
      }
    }
  });
});
