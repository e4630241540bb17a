import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../src/db/schema';
import { sitemapXml } from '../../src/modules/site/sitemap';
import { createEvent, createVideo } from '../commerce/support';
import { createTestApp, sessionOf, type TestApp } from '../helpers';

const ORIGIN = 'http://localhost:3000';
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap and robots.txt, for search engines', () => {
  let t: TestApp;
  let listed: { event: string; video: string; eventChanged: Date };
  let unlisted: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await sessionOf(t.app, 'admin');
    const event = await createEvent(t, admin, { published: true });
    const video = await createVideo(t, { slug: 'wesele-w-archiwum' });
    const draft = await createEvent(t, admin, { published: false });
    const hiddenEvent = await createEvent(t, admin, { published: true, dashboard_hidden: true });
    const invisible = await createVideo(t, { slug: 'niewidoczne', visible: false });
    const hiddenVideo = await createVideo(t, { slug: 'ukryte', dashboardHidden: true });
    listed = {
      event: `${ORIGIN}/wydarzenie/${event.slug}`,
      video: `${ORIGIN}/wideo/${video.slug}`,
      eventChanged: event.updatedAt,
    };
    unlisted = [
      `${ORIGIN}/wydarzenie/${draft.slug}`,
      `${ORIGIN}/wydarzenie/${hiddenEvent.slug}`,
      `${ORIGIN}/wideo/${invisible.slug}`,
      `${ORIGIN}/wideo/${hiddenVideo.slug}`,
    ];
  });
  afterAll(() => t.close());

  it('lists the public pages, the published events and the visible videos with their last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const found = locations(xml);
    expect(found).toEqual(expect.arrayContaining([`${ORIGIN}/strona-glowna`, `${ORIGIN}/regulamin`]));
    expect(found).toEqual(expect.arrayContaining([listed.event, listed.video]));
    expect(xml).toContain(
      `<url><loc>${listed.event}</loc><lastmod>${listed.eventChanged.toISOString()}</lastmod></url>`,
    );
    for (const page of unlisted) expect(found).not.toContain(page);
    expect(new Set(found).size).toBe(found.length);
  });

  it('follows a change: an unpublished event leaves it', async () => {
    const slug = listed.event.split('/').pop()!;
    await t.database.db.update(events).set({ published: false }).where(eq(events.slug, slug));
    const found = locations((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(found).not.toContain(listed.event);
    await t.database.db.update(events).set({ published: true }).where(eq(events.slug, slug));
  });

  it('past its size becomes an index of numbered files that hold every address once, in order', async () => {
    const whole = locations((await sitemapXml(t.database.db, ORIGIN, undefined))!);
    const index = (await sitemapXml(t.database.db, ORIGIN, undefined, 3))!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locations(index);
    expect(files).toHaveLength(Math.ceil(whole.length / 3));
    expect(files[1]).toBe(`${ORIGIN}/sitemap.xml?page=2`);
    const pages = [];
    for (let page = 1; page <= files.length; page += 1) {
      const file = locations((await sitemapXml(t.database.db, ORIGIN, page, 3))!);
      expect(file.length).toBeLessThanOrEqual(3);
      pages.push(...file);
    }
    expect(pages).toEqual(whole);
    expect(await sitemapXml(t.database.db, ORIGIN, files.length + 1, 3)).toBeUndefined();
  });

  it('answers 404 past its files and 422 for a page that is not a number', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=2' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=dwa' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().formError).toHaveProperty('page');
  });

  it('robots.txt keeps crawlers out of accounts, payments, the back-office and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /teapp-admin',
        'Disallow: /konto',
        'Disallow: /platnosc/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});
