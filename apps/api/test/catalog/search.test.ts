import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { V } from '@scena/shared';
import { eventTranslations, events, pages, videoTranslations } from '../../src/db/schema';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { STREAM_LINKS, insertEventVideo } from './events-support';
import { call } from './support';

let t: TestApp;
let adminToken: string;
let standardToken: string;

interface Hit {
  id: number;
  slug: string | null;
  title: string;
  snippet: string;
  path: string;
}
interface Results {
  videos: Hit[];
  events: Hit[];
  pages: Hit[];
}

const LONG_DESCRIPTION = `<h2>Kwiatkowski</h2><p>${Array.from({ length: 50 }, (_, i) => `zdanie${i}`).join(
  ' ',
)}</p>`;

let tortoise: number;
let storyVideo: number;
let publishedEvent: number;

async function insertEvent(values: Partial<typeof events.$inferInsert> & { title: string; videoId: number }) {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(events)
    .values({ published: true, createdAt: now, updatedAt: now, ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await sessionOf(t.app, 'admin');
  standardToken = await sessionOf(t.app, 'standard');
  const now = t.clock.now();
  tortoise = (
    await insertEventVideo(t, {
      title: 'Żółw i zając',
      slug: 'zolw-i-zajac',
      description: '<p>Bajka o <strong>żółwiu</strong>&nbsp;Filemonie &amp; zającu</p>',
    })
  ).id;
  // insertEventVideo adds "The Wedding" as the English translation: make it this video's.
  await t.database.db
    .update(videoTranslations)
    .set({ title: 'The Tortoise and the Hare', description: '<p>A fable about a <em>tortoise</em></p>' })
    .where(eq(videoTranslations.videoId, tortoise));
  storyVideo = (
    await insertEventVideo(t, { title: 'Opowieść leśna', description: '<p>Mały ŻÓŁW szuka domu.</p>' })
  ).id;
  await t.database.db.delete(videoTranslations).where(eq(videoTranslations.videoId, storyVideo));
  await insertEventVideo(t, { title: 'Żółw ukryty', dashboardHidden: true });
  await insertEventVideo(t, { title: 'Żółw niewidoczny', visible: false });
  await insertEventVideo(t, { title: 'Żółw zakończony', endDate: new Date('2026-03-01T00:00:00Z') });
  await insertEventVideo(t, { title: 'Kwiatkowski', description: LONG_DESCRIPTION });

  publishedEvent = await insertEvent({ title: 'Wyścig żółwi', videoId: tortoise });
  await t.database.db.insert(eventTranslations).values({
    eventId: publishedEvent,
    languageCode: 'en',
    title: 'Tortoise race',
    createdAt: now,
    updatedAt: now,
  });
  await insertEvent({
    title: 'Żółw nieopublikowany',
    slug: 'zolw-nieopublikowany',
    videoId: tortoise,
    published: false,
  });
  await insertEvent({ title: 'Żółw poza stroną główną', videoId: tortoise, dashboardHidden: true });
  await insertEvent({
    title: 'Żółw wczorajszy',
    videoId: tortoise,
    startsAt: new Date(now.getTime() - 2 * 86_400_000),
    endsAt: new Date(now.getTime() - 86_400_000),
  });

  await t.database.db.insert(pages).values({
    slug: 'o-zolwiach',
    title: 'O żółwiach',
    content: '<p class="kwiatuszek">Żółwie żyją długo.</p>',
    updatedAt: now,
  });
});
afterAll(() => t.close());

async function search(query: string, options: { token?: string; language?: string } = {}) {
  const response = await call(t, 'GET', `/api/search/all?search=${encodeURIComponent(query)}`, options);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as Results, raw: response.body };
}

const titles = (hits: Hit[]) => hits.map((hit) => hit.title);

describe('GET /api/search/all', () => {
  it('ignores case and diacritics, titles before description-only matches', async () => {
    for (const query of ['zolw', 'ŻÓŁW', 'Żółw', 'zółW']) {
      const { body } = await search(query);
      expect(titles(body.videos), query).toEqual(['Żółw i zając', 'Opowieść leśna']);
      expect(titles(body.events), query).toEqual(['Wyścig żółwi']);
      expect(titles(body.pages), query).toEqual(['O żółwiach']);
    }
  });

  it('answers hits with slug, path and a plain-text snippet', async () => {
    const { body } = await search('zajac');
    expect(body.videos).toEqual([
      {
        id: tortoise,
        slug: 'zolw-i-zajac',
        title: 'Żółw i zając',
        snippet: 'Bajka o żółwiu Filemonie & zającu',
        path: '/wideo/zolw-i-zajac',
      },
    ]);
    const events = (await search('wyscig')).body.events;
    expect(events).toEqual([
      {
        id: publishedEvent,
        slug: null,
        title: 'Wyścig żółwi',
        snippet: 'Bajka o żółwiu Filemonie & zającu',
        path: `/wydarzenie/${publishedEvent}`,
      },
    ]);
    expect((await search('zolwiach')).body.pages).toMatchObject([
      { slug: 'o-zolwiach', title: 'O żółwiach', snippet: 'Żółwie żyją długo.', path: '/n/o-zolwiach' },
    ]);
  });

  it('cuts a long description to 200 characters at a word boundary', async () => {
    const [hit] = (await search('kwiatkowski')).body.videos;
    expect(hit!.snippet.length).toBeLessThanOrEqual(200);
    expect(hit!.snippet).toMatch(/^Kwiatkowski zdanie0 zdanie1 .* zdanie\d+…$/);
  });

  it('matches a phrase across formatting and no-break spaces', async () => {
    expect(titles((await search('o zolwiu filemonie')).body.videos)).toEqual(['Żółw i zając']);
    expect(titles((await search('o   żółwiu Filemonie')).body.videos)).toEqual(['Żółw i zając']);
  });

  it('does not match inside HTML tags or attributes', async () => {
    const { body } = await search('kwiatuszek');
    expect(body).toEqual({ videos: [], events: [], pages: [] });
    expect((await search('strong')).body.videos).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('%%%')).body).toEqual({ videos: [], events: [], pages: [] });
    expect((await search('___')).body).toEqual({ videos: [], events: [], pages: [] });
  });

  it('searches the English texts, falling back to Polish where there is no translation', async () => {
    const english = await search('tortoise', { language: 'en' });
    expect(english.body.videos).toMatchObject([
      { id: tortoise, title: 'The Tortoise and the Hare', snippet: 'A fable about a tortoise' },
    ]);
    expect(english.body.events).toMatchObject([{ id: publishedEvent, title: 'Tortoise race' }]);
    // The tortoise video's English texts do not say żółw; the untranslated story still does, in Polish.
    const fallback = await search('zolw', { language: 'en' });
    expect(titles(fallback.body.videos)).toEqual(['Opowieść leśna']);
    expect(titles(fallback.body.pages)).toEqual(['O żółwiach']);
    expect((await search('privacy', { language: 'en' })).body.pages).toMatchObject([
      { slug: 'polityka', title: 'Privacy policy', path: '/n/polityka' },
    ]);
    expect((await search('tortoise')).body.videos).toEqual([]);
  });

  it('shows hidden, invisible, ended and unpublished items to administrators only', async () => {
    const visitor = ['Żółw i zając', 'Opowieść leśna'];
    expect(titles((await search('zolw')).body.videos)).toEqual(visitor);
    expect(titles((await search('zolw', { token: standardToken })).body.videos)).toEqual(visitor);
    expect(titles((await search('zolw', { token: standardToken })).body.events)).toEqual(['Wyścig żółwi']);

    const admin = (await search('zolw', { token: adminToken })).body;
    expect(titles(admin.videos).sort()).toEqual(
      [...visitor, 'Żółw ukryty', 'Żółw niewidoczny', 'Żółw zakończony'].sort(),
    );
    expect(titles(admin.events).sort()).toEqual(
      ['Wyścig żółwi', 'Żółw nieopublikowany', 'Żółw poza stroną główną', 'Żółw wczorajszy'].sort(),
    );
    expect(admin.events.find((hit) => hit.slug === 'zolw-nieopublikowany')?.path).toBe(
      '/wydarzenie/zolw-nieopublikowany',
    );
  });

  it('ignores a bad session instead of refusing the search', async () => {
    const { body } = await search('zolw', { token: 'not-a-session' });
    expect(titles(body.videos)).toEqual(['Żółw i zając', 'Opowieść leśna']);
  });

  it('never answers a stream link, not even to an administrator', async () => {
    for (const token of [undefined, standardToken, adminToken]) {
      for (const language of ['pl', 'en']) {
        const { raw } = await search('zolw', { token, language });
        for (const link of Object.values(STREAM_LINKS)) expect(raw).not.toContain(link);
      }
    }
  });

  it.each([['ab'], ['  ab  '], ['']])('refuses %j with the minimum-length message only', async (query) => {
    const response = await call(t, 'GET', `/api/search/all?search=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ formError: { search: V.minLength3 } });
    expect(Object.keys(response.json().formError)).toEqual(['search']);
  });

  it('refuses a missing query the same way', async () => {
    const response = await call(t, 'GET', '/api/search/all');
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ search: V.minLength3 });
  });
});
