import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  categories,
  categoryTranslations,
  codeActivations,
  codes,
  orders,
  paymentNotifications,
  eventTranslations,
  events,
  galleryImages,
  hostedVideos,
  slideTranslations,
  slides,
  videoTranslations,
  videos,
} from '../../src/db/schema';
import { seed } from '../../src/seed/seed';
import { REPOSITORY_DIR } from '../../src/package-root';
import { SEED_ASSETS_DIR, seedCatalog } from '../../src/seed/seed-catalog';
import { createTestApp, sessionOf, type TestApp } from '../helpers';
import { demoSession } from '../users/session-fixtures';
import { call } from './support';

let t: TestApp;
let dataDir: string;
let adminToken: string;
let premiumToken: string;

async function rowCounts() {
  const db = t.database.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    videos: await n(videos),
    videoTranslations: await n(videoTranslations),
    events: await n(events),
    eventTranslations: await n(eventTranslations),
    categories: await n(categories),
    categoryTranslations: await n(categoryTranslations),
    slides: await n(slides),
    slideTranslations: await n(slideTranslations),
    galleryImages: await n(galleryImages),
    hostedVideos: await n(hostedVideos),
  };
}

function listMedia(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(dataDir, full));
    }
  };
  walk(path.join(dataDir, 'media'));
  return found.sort();
}

interface ListedVideo {
  slug: string;
  title: string;
  video_price: number;
  restricted_access: string | null;
  categories: number[];
  main_image: { url: string } | null;
  has_accessibility_video: boolean;
  has_autodesc_video: boolean;
}
interface ListedEvent {
  slug: string;
  title: string;
  description: string | null;
  status: number;
  is_festival: boolean;
  event_price: number;
  ticketsLeft: number | null;
  full_day: boolean;
  image_link: string | null;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-seed-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  adminToken = (await demoSession(t, 'admin')).token;
  premiumToken = (await demoSession(t, 'premium')).token;
  // The test template (global setup) carries no catalogue: the demo content is a server start's option.
  expect((await rowCounts()).videos).toBe(0);
  // Never in production, even when asked for.
  const production = { ...t.app.deps.env, NODE_ENV: 'production' as const };
  expect(await seedCatalog({ db: t.database.db, env: production }, t.clock.now())).toBe(false);
  expect((await rowCounts()).videos).toBe(0);
  await seed(t.database.db, t.clock.now(), { demoAccounts: true, demoCatalog: t.app.deps.env });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo catalogue', () => {
  it('fills an empty catalogue with translated videos, events, categories, slides and a gallery', async () => {
    expect(await rowCounts()).toEqual({
      videos: 9,
      videoTranslations: 9,
      events: 6,
      eventTranslations: 6,
      categories: 3,
      categoryTranslations: 3,
      slides: 3,
      slideTranslations: 3,
      galleryImages: 4,
      // A copy of the clip for each of the nine recordings, two more versions of Wesele, one unfinished upload.
      hostedVideos: 12,
    });
    const hosted = await t.database.db.select().from(hostedVideos).orderBy(hostedVideos.id);
    expect(hosted.map((row) => row.status)).toEqual([...Array<string>(11).fill('COMPLETE'), 'NOT_UPLOADED']);
    // Named as the local host names its uploads, so the subtitles screens work on them too.
    expect(hosted.map((row) => row.uri)).toEqual(hosted.map((row) => `/local/${row.id}`));
    const folder = path.join(dataDir, 'media', String(hosted[0]!.id));
    expect(fs.readFileSync(path.join(folder, 'video.webm'))).toEqual(
      fs.readFileSync(path.join(SEED_ASSETS_DIR, 'demo-clip.webm')),
    );
    expect(fs.readdirSync(path.join(folder, 'subtitles')).sort()).toEqual([
      'en.json',
      'en.vtt',
      'pl.json',
      'pl.vtt',
    ]);
  });

  it('lists publicly only the videos neither ended nor hidden from the dashboard, weight first', async () => {
    const response = await call(t, 'GET', '/external_api/videos');
    expect(response.statusCode).toBe(200);
    const list = response.json() as ListedVideo[];
    expect(list.map((video) => video.slug)).toEqual([
      'wesele',
      'dziady-czesc-iii',
      'balladyna',
      'zemsta',
      'calineczka',
      'pinokio',
      'chopin-noca',
    ]);
    expect(new Set(list.flatMap((video) => video.categories)).size).toBe(3);
    expect(list.find((video) => video.slug === 'calineczka')!.video_price).toBe(0);
    expect(list.find((video) => video.slug === 'dziady-czesc-iii')!.restricted_access).toBe('poland');
    const wesele = list.find((video) => video.slug === 'wesele')!;
    expect(wesele.has_accessibility_video && wesele.has_autodesc_video).toBe(true);
    expect(response.body).not.toContain('local:');

    const poster = await t.app.inject({ method: 'GET', url: wesele.main_image!.url });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const english = (
      await call(t, 'GET', '/external_api/videos', { language: 'en' })
    ).json() as ListedVideo[];
    expect(english[0]!.title).toBe('The Wedding');

    const admin = (await call(t, 'GET', '/api/videos', { token: adminToken })).json() as ListedVideo[];
    expect(admin).toHaveLength(9);
    // Hidden and ended videos stay reachable by their address.
    for (const slug of ['koledy-i-pastoralki', 'straszny-dwor-gala']) {
      expect((await call(t, 'GET', `/external_api/video/${slug}`)).statusCode).toBe(200);
    }
  });

  it('lists the events that have not ended, one on the air now, and the festival ones', async () => {
    const response = await call(t, 'GET', '/external_api/events');
    expect(response.statusCode).toBe(200);
    const list = response.json() as ListedEvent[];
    expect(list.map((event) => event.slug).sort()).toEqual(
      [
        'balladyna-wieczor',
        'calineczka-poranek',
        'dziady-na-zywo',
        'festiwal-chopin-noca',
        'festiwal-pinokio',
      ].sort(),
    );
    const bySlug = new Map(list.map((event) => [event.slug, event]));
    expect(bySlug.get('dziady-na-zywo')!.status).toBe(1);
    expect(bySlug.get('balladyna-wieczor')!.status).toBe(0);
    expect(bySlug.get('calineczka-poranek')!).toMatchObject({ event_price: 0, full_day: true });
    expect(bySlug.get('festiwal-pinokio')!.ticketsLeft).toBe(3);
    // An event tells its video's story with its video's pictures.
    const balladyna = bySlug.get('balladyna-wieczor')!;
    expect(balladyna.description).toContain('dzban malin');
    expect(balladyna.image_link).toMatch(/^\/media\/images\//);
    expect(response.body).not.toContain('local:');

    const festival = (await call(t, 'GET', '/external_api/events?festival=true')).json() as ListedEvent[];
    expect(festival.map((event) => event.slug).sort()).toEqual(['festiwal-chopin-noca', 'festiwal-pinokio']);

    const past = await call(t, 'GET', '/external_api/event/wesele-premiera');
    expect((past.json() as ListedEvent).status).toBe(-1);

    const english = (
      await call(t, 'GET', '/external_api/event/dziady-na-zywo', { language: 'en' })
    ).json() as ListedEvent;
    expect(english.title).toBe("Forefathers' Eve — live");
  });

  it('is what the README promises a visitor: what they count, what is hidden and past, how to start again', async () => {
    const readme = fs.readFileSync(path.join(REPOSITORY_DIR, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const says = (text: string) => expect(readme.includes(text), `README says "${text}"`).toBe(true);
    const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const db = t.database.db;
    const allVideos = await db.select({ slug: videos.slug, title: videos.title }).from(videos);
    const allEvents = await db.select({ slug: events.slug, title: events.title }).from(events);
    const listedVideos = (await call(t, 'GET', '/external_api/videos')).json() as ListedVideo[];
    const listedEvents = (await call(t, 'GET', '/external_api/events')).json() as ListedEvent[];
    says(`${words[allVideos.length]} recordings`);
    says(`${words[allEvents.length]} events`);
    says(`shows ${words[listedVideos.length]} recordings and ${words[listedEvents.length]} events`);
    // Each one a visitor does not find on the home page is named.
    const listed = new Set([...listedVideos, ...listedEvents].map((item) => item.slug));
    for (const item of [...allVideos, ...allEvents].filter((item) => !listed.has(item.slug!))) {
      says(`*${item.title}*`);
    }
    says('rm -rf data');
  });

  it("seeds the shop: codes to try, the standard user's orders, and WESELE20 applied to Wesele", async () => {
    const token = await sessionOf(t.app, 'standard');
    const own = (await call(t, 'GET', '/api/payments/user', { token })).json() as Array<{ status: string }>;
    expect(own.map((order) => order.status).sort()).toEqual(['CANCELED', 'COMPLETED']);
    const rentals = (await call(t, 'GET', '/api/videopayments/user', { token })).json() as Array<{
      status: string;
    }>;
    expect(rentals.map((order) => order.status)).toEqual(['COMPLETED']);
    const wesele = (await call(t, 'GET', '/api/videos/wesele', { token })).json();
    expect(wesele).toMatchObject({ video_price: 39.99, newPrice: 31.99, usedCode: 'WESELE20' });
    const [made] = await t.database.db.select({ n: count() }).from(codes);
    expect(made!.n).toBe(7);
  });

  it('shows three published slides, the first made last, in both languages', async () => {
    const polish = (await call(t, 'GET', '/external_api/slides')).json() as Array<{
      title: string;
      url: string;
    }>;
    expect(polish.map((slide) => slide.url)).toEqual([
      '/wideo/wesele',
      '/wydarzenie/festiwal-chopin-noca',
      '/wydarzenie/calineczka-poranek',
    ]);
    const english = (await call(t, 'GET', '/external_api/slides', { language: 'en' })).json() as Array<{
      title: string;
    }>;
    expect(english[0]!.title).toBe('The Wedding with PJM and audio description');
  });

  it('offers the admin picker eleven finished hosted videos and one NOT_UPLOADED', async () => {
    const response = await call(t, 'GET', '/api/vimeo', { token: adminToken });
    const statuses = (response.json() as Array<{ status: string }>).map((row) => row.status).sort();
    expect(statuses).toEqual([...Array<string>(11).fill('COMPLETE'), 'NOT_UPLOADED']);
  });

  it('plays the sign-language version for the premium user from the local host, ranges included', async () => {
    const response = await call(t, 'GET', '/api/playback/video/wesele?typ=pjm', { token: premiumToken });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      kind: string;
      url: string;
      variants: string[];
      subtitles: Array<{ language: string; url: string }>;
    };
    expect(body.kind).toBe('local');
    expect(body.variants).toEqual(['standard', 'pjm', 'audiodeskrypcja']);
    expect(body.subtitles.map((track) => track.language)).toEqual(['pl', 'en']);
    const bytes = await t.app.inject({ method: 'GET', url: body.url, headers: { range: 'bytes=0-99' } });
    expect(bytes.statusCode).toBe(206);
    expect(bytes.rawPayload.length).toBe(100);
    const track = await t.app.inject({ method: 'GET', url: body.subtitles[0]!.url });
    expect(track.body).toContain('Kurtyna idzie w górę');
    const standard = await call(t, 'GET', '/api/playback/video/wesele?typ=standard', { token: premiumToken });
    const streamOf = (url: string) => new URL(url, 'http://x').pathname;
    expect(streamOf(standard.json().url)).not.toBe(streamOf(body.url));
  });

  it("gives every recording and version a hosted video of its own: the free Calineczka's link never opens Wesele", async () => {
    const rows = await t.database.db.select().from(videos);
    const links = rows
      .flatMap((row) => [row.videoLink, row.accessibilityVideo, row.autodescVideo])
      .filter((link): link is string => Boolean(link));
    expect(links.every((link) => link.startsWith('local:'))).toBe(true);
    expect(new Set(links).size).toBe(links.length);

    const standardToken = await sessionOf(t.app, 'standard');
    const free = await call(t, 'GET', '/api/playback/video/calineczka?typ=standard', {
      token: standardToken,
    });
    expect(free.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', '/api/playback/video/wesele?typ=standard', { token: standardToken })).statusCode,
    ).toBe(422);
    const wesele = rows.find((row) => row.slug === 'wesele')!.videoLink!.replace('local:', '');
    const link = new URL((free.json() as { url: string }).url, 'http://x');
    expect(link.pathname).not.toBe(`/media/videos/${wesele}/video`);
    const borrowed = await t.app.inject({
      method: 'GET',
      url: `/media/videos/${wesele}/video${link.search}`,
      headers: { range: 'bytes=0-9' },
    });
    expect(borrowed.statusCode).toBe(403);
  });

  it('adds nothing on a second run, nor into a catalogue that has content', async () => {
    const before = { rows: await rowCounts(), media: listMedia() };
    expect(await seedCatalog({ db: t.database.db, env: t.app.deps.env }, t.clock.now())).toBe(false);
    await seed(t.database.db, t.clock.now(), { demoAccounts: true, demoCatalog: t.app.deps.env });
    expect({ rows: await rowCounts(), media: listMedia() }).toEqual(before);
  });

  it('stays out of a catalogue that still has videos though its events are gone', async () => {
    await t.database.db.delete(paymentNotifications);
    await t.database.db.delete(codeActivations);
    await t.database.db.delete(orders);
    await t.database.db.delete(codes);
    await t.database.db.delete(events);
    const [video] = await t.database.db.select().from(videos).where(eq(videos.slug, 'wesele'));
    expect(video).toBeDefined();
    expect(await seedCatalog({ db: t.database.db, env: t.app.deps.env }, t.clock.now())).toBe(false);
    expect((await rowCounts()).videos).toBe(9);
  });
});
