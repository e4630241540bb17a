import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import { EVENTS_CACHE_PREFIX } from '../../src/modules/product-access';
import { createTestApp, type TestApp } from '../helpers';
import { demoSession, userWithSession } from '../users/session-fixtures';
import { STREAM_LINKS, eventForm, insertEventVideo } from './events-support';
import { call } from './support';

/**
 * What visitors' answers must never carry (product-decisions §16): a stream link, the chat embed, or — in the
 * HTML the server writes — anything that can close a tag, a script or a comment. The playback call, the only
 * route that hands links out, is tested in playback.test.ts and ../media/local-video.test.ts.
 */

const TEMPLATE = `<!doctype html><html lang="pl"><head>
<!--head--><title>default</title><!--/head-->
<!--initial-data--></head><body></body></html>`;

const CHAT_SOURCE = 'https://player.vimeo.com/event/secret-chat-4e1d/chat';
/** Everything that ends a script, an attribute or a comment, or that JavaScript once read as a line break. */
const HOSTILE = `Wesele </script><script>alert(1)</script> <!-- x --> "q" 'a' & \u2028\u2029 $' $&`;

let t: TestApp;
let dist: string;
let tokens: { admin: string; standard: string; premium: string };
let eventSlug: string;
let videoSlug: string;
let hiddenVideoSlug: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-public-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDist: dist });
  tokens = {
    admin: (await demoSession(t, 'admin')).token,
    standard: (await userWithSession(t, { birthday: '1980-01-01' })).token,
    premium: (await demoSession(t, 'premium')).token,
  };
  const video = await insertEventVideo(t, {
    title: `${HOSTILE} wideo`,
    description: `<p>${HOSTILE}</p>`,
    videoPriceGrosze: 1990,
  });
  videoSlug = video.slug;
  hiddenVideoSlug = (await insertEventVideo(t, { title: 'Niewidoczne wideo', visible: false })).slug;
  const created = await call(t, 'POST', '/api/events', {
    token: tokens.admin,
    payload: eventForm(video.id, {
      title: 'Wesele',
      date_from: '2027-04-01',
      date_to: '2027-04-01',
      vimeo_chat: `<iframe src="${CHAT_SOURCE}" width="400" height="600"></iframe>`,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  eventSlug = created.json().slug;
  // The form refuses tags in titles; older or imported rows may still hold anything.
  await t.database.db.update(events).set({ title: HOSTILE }).where(eq(events.id, created.json().id));
  await t.app.deps.cache.invalidate(EVENTS_CACHE_PREFIX);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const SECRETS = [...Object.values(STREAM_LINKS), 'secret-chat-4e1d'];

function expectNoSecret(body: string, what: string) {
  for (const secret of SECRETS) expect(body, `${what} carries ${secret}`).not.toContain(secret);
}

describe('stream links and the chat embed', () => {
  it('stay out of every catalogue answer to visitors, signed in or not, in both languages', async () => {
    const urls = [
      '/api/events',
      '/api/events?festival=true',
      `/api/events/${eventSlug}`,
      '/api/videos',
      `/api/videos/${videoSlug}`,
      '/api/categories',
      '/external_api/events',
      `/external_api/event/${eventSlug}`,
      '/external_api/videos',
      `/external_api/video/${videoSlug}`,
      '/external_api/slides',
      '/api/search/all?search=wesele',
      '/api/appconfig/',
      '/external_api/config',
      '/',
      `/wydarzenie/${eventSlug}`,
      `/wideo/${videoSlug}`,
    ];
    for (const token of [undefined, tokens.standard, tokens.premium]) {
      for (const language of ['pl', 'en']) {
        for (const url of urls) {
          const response = await call(t, 'GET', url, { token, language });
          expect(response.statusCode, url).toBe(200);
          expectNoSecret(response.body, `${url} (${language}, ${token ? 'signed in' : 'anonymous'})`);
        }
      }
    }
    // The control: the administrator's answers do carry them (the edit forms need them).
    const admin = await call(t, 'GET', `/api/events/${eventSlug}`, { token: tokens.admin });
    expect(admin.body).toContain(STREAM_LINKS.videoLink);
    expect(admin.body).toContain('secret-chat-4e1d');
  });

  it('stay out of the playback call’s refusals', async () => {
    for (const kind of ['event', 'video']) {
      const slug = kind === 'event' ? eventSlug : videoSlug;
      for (const typ of ['standard', 'pjm', 'audiodeskrypcja']) {
        const refused = await call(t, 'GET', `/api/playback/${kind}/${slug}?typ=${typ}`, {
          token: tokens.standard,
        });
        expect(refused.statusCode, `${kind} ${typ}`).toBe(422);
        expectNoSecret(refused.body, `${kind} ${typ} refusal`);
      }
    }
  });
});

describe('the HTML the server writes around staff texts', () => {
  function scripts(html: string): string[] {
    return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  }

  it('cannot be broken out of by a title or description, in the head, JSON-LD or first-screen data', async () => {
    for (const url of [`/wydarzenie/${eventSlug}`, `/wideo/${videoSlug}`, '/']) {
      const html = (await call(t, 'GET', url)).body;
      // Only the server's own scripts: the inlined data (and JSON-LD for an event), nothing a title opened.
      const found = scripts(html);
      expect(found.length, url).toBe(url.startsWith('/wydarzenie') ? 2 : 1);
      expect(html.match(/<script\b/g)!.length, url).toBe(found.length);
      expect(html, url).not.toContain('<script>alert(1)');
      expect(html, url).not.toContain('<!-- x');
      for (const body of found) {
        expect(body).not.toMatch(/[<\u2028\u2029]/);
        // Still the exact texts once parsed.
        expect(JSON.stringify(JSON.parse(body))).toContain('alert(1)');
      }
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      if (url !== '/') expect(title, url).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      expect(title).not.toContain('"');
    }
    const data = JSON.parse(scripts((await call(t, 'GET', `/wydarzenie/${eventSlug}`)).body)[1]!) as {
      event: { title: string };
    };
    expect(data.event.title).toBe(HOSTILE);
  });

  it('keeps every attribute of the head closed', async () => {
    const html = (await call(t, 'GET', `/wideo/${videoSlug}`)).body;
    const head = /<head>([\s\S]*?)<script/.exec(html)![1]!;
    for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
      expect(tag).toMatch(/^<meta (name|property)="[a-z:_]+" content="[^"<>]*" \/>$/);
    }
  });

  it('answers an invisible video with the defaults and 404, naming nothing of it', async () => {
    const response = await call(t, 'GET', `/wideo/${hiddenVideoSlug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Niewidoczne');
  });
});

describe('search input', () => {
  it('answers odd and oversized queries with hits or 422, never 500', async () => {
    for (const search of [
      'a'.repeat(101),
      '\\',
      'abc\\',
      '\\\\\\',
      '%_%',
      "'; drop table videos; --",
      '</script>',
      '\u0000abc',
      '\u2028\u2028\u2028',
      'ząb'.repeat(33),
    ].map(encodeURIComponent)) {
      const response = await call(t, 'GET', `/api/search/all?search=${search}`);
      expect([200, 422], search).toContain(response.statusCode);
    }
    // Not UTF-8 at all: a lone surrogate and a cut sequence.
    for (const search of ['ab%ED%A0%80c', 'abc%C5', '%FF%FE%FD']) {
      const response = await call(t, 'GET', `/api/search/all?search=${search}`);
      expect(response.statusCode, search).toBeLessThan(500);
    }
    const twice = await call(t, 'GET', '/api/search/all?search=wesele&search=wesele');
    expect(twice.statusCode).toBeLessThan(500);
  });

  it('takes wildcards literally also where unaccent makes them (full-width ％ ＿ ＼)', async () => {
    const get = (search: string) => call(t, 'GET', `/api/search/all?search=${encodeURIComponent(search)}`);
    // Folded to '%%%' and '___' these would match every text.
    for (const search of ['％％％', '＿＿＿', '﹪﹪﹪']) {
      const response = await get(search);
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual({ videos: [], events: [], pages: [] });
    }
    // Folded to a trailing escape character, this one made PostgreSQL refuse the pattern.
    for (const search of ['wesele＼', '﹨﹨﹨']) {
      const response = await get(search);
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual({ videos: [], events: [], pages: [] });
    }
    // The same characters in a text are found by themselves.
    expect((await get('wesele')).json().videos.length).toBeGreaterThan(0);
  });

  it('finds a backslash literally', async () => {
    const none = (await call(t, 'GET', `/api/search/all?search=${encodeURIComponent('wes\\ele')}`)).json();
    expect(none).toEqual({ videos: [], events: [], pages: [] });
  });
});
