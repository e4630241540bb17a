import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LINKS, eventForm, insertEventVideo } from '../catalog/events-support';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';

const TEMPLATE = `<!doctype html><html lang="pl"><head>
<!--head--><meta name="description" content="default" /><title>default</title><!--/head-->
<!--initial-data--></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
let adminToken: string;
let eventSlug: string;
let videoSlug: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-head-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDist: dist });
  adminToken = await sessionOf(t.app, 'admin');
  const video = await insertEventVideo(t, {
    title: 'Wesele "na żywo" <b>',
    description: '<p>Dramat <strong>Wyspiańskiego</strong> &amp; muzyka.</p>',
    imageLink: '/media/images/abc/800.webp',
    mainImage: 'AbCdEfGhIjKlMnOp/original-1600x900.jpg',
  });
  videoSlug = video.slug;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: auth(adminToken),
    payload: eventForm(video.id, {
      title: 'Wesele — "premiera"',
      date_from: '2027-04-01',
      date_to: '2027-04-01',
    }),
  });
  expect(created.statusCode).toBe(201);
  eventSlug = created.json().slug;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A page as the browser asks for it; `language` is the visitor's choice, kept by the app in a cookie. */
function page(url: string, language?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: language ? { cookie: `scena_consent=1; scena_lang=${language}` } : {},
  });
}

function initialData(html: string): Record<string, unknown> {
  const json = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('the head of shared pages', () => {
  it('gives an event page its title, description, image, Open Graph and schema.org Event, escaped', async () => {
    const response = await page(`/wydarzenie/${eventSlug}/publiczne`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Wesele — &quot;premiera&quot; — Scena</title>');
    expect(html).not.toContain('<title>default</title>');
    expect(metaContent(html, 'og:title')).toBe('Wesele — &quot;premiera&quot; — Scena');
    expect(metaContent(html, 'description')).toBe('Dramat Wyspiańskiego &amp; muzyka.');
    expect(metaContent(html, 'og:image')).toBe('http://localhost:3000/media/images/abc/800.webp');
    expect(metaContent(html, 'og:locale')).toBe('pl_PL');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Wesele — "premiera"',
      startDate: '2027-04-01T17:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { price: '49.90', priceCurrency: 'PLN' },
    });
    expect((initialData(html).event as { slug: string }).slug).toBe(eventSlug);
    // Something to see while the app's code loads: the header bar with the site's name, then the poster.
    expect(html).toMatch(/<div id="root"><div style="[^"]+">Scena<\/div><style>[^<]*<\/style><div style="/);
  });

  it("follows the visitor's chosen language, not the browser's", async () => {
    const browserEnglish = await t.app.inject({
      method: 'GET',
      url: `/wideo/${videoSlug}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(browserEnglish.body).toContain('<html lang="pl">');
    expect(initialData(browserEnglish.body)).toMatchObject({ language: 'pl' });
  });

  it('speaks the chosen language and never carries a stream link', async () => {
    const html = (await page(`/wideo/${videoSlug}`, 'en')).body;
    expect(html).toContain('<html lang="en">');
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(initialData(html)).toMatchObject({ language: 'en', video: { title: 'The Wedding' } });
    expect(html).toContain('The Wedding — Scena');
    for (const link of Object.values(STREAM_LINKS)) expect(html).not.toContain(link);
    // The poster is the page's largest paint: fetched from the head, in the renditions the page asks for.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/images/AbCdEfGhIjKlMnOp/original-1600x900.jpg" ' +
        'imagesrcset="/media/images/AbCdEfGhIjKlMnOp/w400.webp 400w, /media/images/AbCdEfGhIjKlMnOp/w800.webp 800w, ' +
        '/media/images/AbCdEfGhIjKlMnOp/w1200.webp 1200w" imagesizes="(min-width: 992px) 28rem, 100vw" fetchpriority="high" />',
    );
  });

  it('inlines the home lists for the first paint and fetches the first card early', async () => {
    const html = (await page('/strona-glowna')).body;
    const data = initialData(html);
    expect(Object.keys(data).sort()).toEqual([
      'categories',
      'config',
      'events',
      'language',
      'slides',
      'videos',
    ]);
    expect((data.events as Array<{ slug: string }>).map((event) => event.slug)).toContain(eventSlug);
    // No slides here: the only preload is the repertoire's first card, a phone's largest paint, as the card asks.
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain(
      'href="/media/images/AbCdEfGhIjKlMnOp/original-1600x900.jpg" imagesrcset="/media/images/AbCdEfGhIjKlMnOp/w400.webp 400w, ' +
        '/media/images/AbCdEfGhIjKlMnOp/w800.webp 800w, /media/images/AbCdEfGhIjKlMnOp/w1200.webp 1200w" ' +
        'imagesizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"',
    );

    // Remembered, but only while the settings and lists stay the same: without card blocks, no card preload.
    const setBlocks = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/appconfig',
        headers: auth(adminToken),
        payload: { view_eventslist: on, view_vod: on },
      });
    expect((await setBlocks(false)).statusCode).toBe(200);
    expect((await page('/strona-glowna')).body).not.toContain('<link rel="preload" as="image"');
    expect((await setBlocks(true)).statusCode).toBe(200);
  });

  it("inlines the festival's events when its block is on and shows no finished ones", async () => {
    const setFestival = (on: boolean, showFinished = false) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/appconfig',
        headers: auth(adminToken),
        payload: { view_festival: on, festival_show_finished: showFinished },
      });
    const cardPreload = (html: string) =>
      /<link rel="preload" as="image" href="\/media\/images\/([^/]+)\/[^"]*"[^>]*imagesizes="\(min-width: 64rem\) 23rem/.exec(
        html,
      )?.[1];
    try {
      expect((await setFestival(true)).statusCode).toBe(200);
      // No festival events yet: the block says so, and the repertoire's first card is the first one shown.
      const empty = (await page('/strona-glowna')).body;
      expect(initialData(empty).festival).toEqual([]);
      expect(cardPreload(empty)).toBe('AbCdEfGhIjKlMnOp');

      const video = await insertEventVideo(t, { mainImage: 'FeStIwAlObRaZeK1/original-1600x900.jpg' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: auth(adminToken),
        payload: eventForm(video.id, {
          title: 'Festiwalowa premiera',
          is_festival: true,
          date_from: '2027-03-01',
          date_to: '2027-03-01',
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const html = (await page('/strona-glowna')).body;
      const festival = initialData(html).festival as Array<{ title: string }>;
      expect(festival.map((event) => event.title)).toEqual(['Festiwalowa premiera']);
      // The festival's grid comes first: its first card is the one fetched early.
      expect(cardPreload(html)).toBe('FeStIwAlObRaZeK1');

      // With finished events the block asks from a date, uncached: nothing inlined, no card guessed.
      expect((await setFestival(true, true)).statusCode).toBe(200);
      const withFinished = (await page('/strona-glowna')).body;
      expect(initialData(withFinished).festival).toBeUndefined();
      expect(cardPreload(withFinished)).toBeUndefined();
    } finally {
      await setFestival(false);
    }
  });

  it('names static pages and answers unknown items with 404 and the defaults', async () => {
    const terms = (await page('/regulamin')).body;
    expect(terms).toMatch(/<title>Regulamin[^<]* — Scena<\/title>/);
    for (const url of ['/wydarzenie/nie-ma-takiego', '/wideo/999999', '/n/nie-ma-takiej']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Scena — teatr online</title>');
    }
  });

  it("fetches a payment page's poster from the head and inlines the public product, nothing of the buyer", async () => {
    const video = (await t.app.inject({ method: 'GET', url: `/external_api/video/${videoSlug}` })).json();
    const html = (await page(`/platnosc/wideo/${video.id}`, 'en')).body;
    expect(html).toContain('<title>Payment — Scena</title>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/images/AbCdEfGhIjKlMnOp/original-1600x900.jpg" ' +
        'imagesrcset="/media/images/AbCdEfGhIjKlMnOp/w400.webp 400w, /media/images/AbCdEfGhIjKlMnOp/w800.webp 800w, ' +
        '/media/images/AbCdEfGhIjKlMnOp/w1200.webp 1200w" imagesizes="(min-width: 60rem) 24rem, 100vw" fetchpriority="high" />',
    );
    // The public product stands in for the summary; the price the buyer pays depends on their codes, so the app
    // asks for their own view.
    const inlined = initialData(html);
    expect(Object.keys(inlined).sort()).toEqual(['config', 'language', 'video']);
    expect(inlined.video).toMatchObject({ id: video.id });
    expect(inlined.video).not.toHaveProperty('usedCode');
    // The poster paints with the HTML, under the header bar, until the app replaces both.
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(
      /<img src="\/media\/images\/AbCdEfGhIjKlMnOp\/original-1600x900\.jpg" srcset="[^"]*w800\.webp 800w[^"]*" sizes="\(min-width: 60rem\) 24rem, 100vw" width="\d+" height="\d+" alt=""/,
    );
    // An unknown product still gets the page, which says so; no image is fetched or shown for it.
    const unknown = await page('/platnosc/wydarzenie/999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('<link rel="preload" as="image"');
    expect(unknown.body).not.toContain('<img');
  });

  it("paints an event's or video's poster on the stage with the HTML, as large as the app's", async () => {
    for (const url of [`/wideo/${videoSlug}/publiczne`, `/wydarzenie/${eventSlug}/publiczne`]) {
      const html = (await page(url)).body;
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      // The rendition the head preloads (the sizes of the page's own poster), decorative until the app's titled
      // one replaces it: a phone's width, a column of 1.1 in 2.1 from 992 px, as the page lays it out.
      expect(html, url).toContain('imagesizes="(min-width: 992px) 28rem, 100vw"');
      expect(root, url).toMatch(
        /<img class="shell-poster" src="\/media\/images\/[\w-]+\/original-\d+x\d+\.jpg" srcset="[^"]*w800\.webp 800w[^"]*" sizes="\(min-width: 992px\) 28rem, 100vw" width="\d+" height="\d+" alt="">/,
      );
      expect(root, url).toContain(
        '@media (min-width:992px){.shell-poster{width:calc((100% - 2.5rem) * 1.1 / 2.1)}}',
      );
    }
  });

  it('keeps unpublished events out of the head', async () => {
    const video = await insertEventVideo(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth(adminToken),
      payload: eventForm(video.id, { title: 'Tajna próba', published: false }),
    });
    const response = await page(`/wydarzenie/${created.json().slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Tajna próba');
  });
});
