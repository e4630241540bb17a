import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryTranslations,
  events,
  eventTranslations,
  galleries,
  galleryImages,
  pages,
  slides,
  slideTranslations,
  videos,
  videoTranslations,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { bannedUserWithSession, demoSession, userWithSession } from '../users/session-fixtures';
import { eventForm } from './events-support';
import { call } from './support';

/**
 * Who may NOT call each administrator's route of the catalogue, the settings and the pages (developers' guide:
 * "a route without a test of who may not call it is unfinished"), in one table. Every body is valid, so the
 * guard — not the validation — is what answers. Ids are unknown ones: the administrator's control call reaches
 * the handler (404 or 422) and changes nothing.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface GuardedRoute {
  method: Method;
  /** The OpenAPI path, as /api/docs/json names it. */
  path: string;
  url: string;
  payload?: Record<string, unknown>;
}

const MISSING = 999_999;

const ADMIN_ROUTES: GuardedRoute[] = [
  { method: 'POST', path: '/api/categories', url: '/api/categories', payload: { name: 'Odmowa' } },
  { method: 'PUT', path: '/api/categories/{id}', url: `/api/categories/${MISSING}`, payload: { name: 'X' } },
  { method: 'DELETE', path: '/api/categories/{id}', url: `/api/categories/${MISSING}` },
  {
    method: 'GET',
    path: '/api/categories/{id}/translations',
    url: `/api/categories/${MISSING}/translations`,
  },
  {
    method: 'POST',
    path: '/api/translations/category',
    url: '/api/translations/category',
    payload: { name: 'Ballett', language_code: 'de', category_id: MISSING },
  },
  { method: 'GET', path: '/api/translations/category/{id}', url: `/api/translations/category/${MISSING}` },
  {
    method: 'PUT',
    path: '/api/translations/category/{id}',
    url: `/api/translations/category/${MISSING}`,
    payload: { name: 'Ballett', language_code: 'de' },
  },
  { method: 'DELETE', path: '/api/translations/category/{id}', url: `/api/translations/category/${MISSING}` },

  { method: 'POST', path: '/api/events', url: '/api/events', payload: eventForm(MISSING) },
  { method: 'POST', path: '/api/events/', url: '/api/events/', payload: eventForm(MISSING) },
  { method: 'PUT', path: '/api/events/{id}', url: `/api/events/${MISSING}`, payload: eventForm(MISSING) },
  { method: 'DELETE', path: '/api/events/{id}', url: `/api/events/${MISSING}` },
  { method: 'GET', path: '/api/events/{id}/translations', url: `/api/events/${MISSING}/translations` },
  {
    method: 'POST',
    path: '/api/translations/event',
    url: '/api/translations/event',
    payload: { language_code: 'fr', title: 'Les Aïeux', event_id: MISSING },
  },
  { method: 'GET', path: '/api/translations/event/{id}', url: `/api/translations/event/${MISSING}` },
  {
    method: 'PUT',
    path: '/api/translations/event/{id}',
    url: `/api/translations/event/${MISSING}`,
    payload: { language_code: 'fr', title: 'Les Aïeux' },
  },
  { method: 'DELETE', path: '/api/translations/event/{id}', url: `/api/translations/event/${MISSING}` },

  { method: 'GET', path: '/api/galleries', url: '/api/galleries' },
  { method: 'POST', path: '/api/galleries', url: '/api/galleries', payload: { name: 'Cudza' } },
  { method: 'GET', path: '/api/galleries/{id}', url: `/api/galleries/${MISSING}` },
  {
    method: 'PUT',
    path: '/api/galleries/{id}',
    url: `/api/galleries/${MISSING}`,
    payload: { name: 'Cudza' },
  },
  { method: 'DELETE', path: '/api/galleries/{id}', url: `/api/galleries/${MISSING}` },
  {
    method: 'POST',
    path: '/api/galleries/{id}/images',
    url: `/api/galleries/${MISSING}/images`,
    payload: {},
  },
  { method: 'DELETE', path: '/api/galleryImages/{id}', url: `/api/galleryImages/${MISSING}` },

  { method: 'GET', path: '/api/slides', url: '/api/slides' },
  { method: 'POST', path: '/api/slides', url: '/api/slides', payload: { title: 'x', text: 'y' } },
  { method: 'PUT', path: '/api/slides/{id}', url: `/api/slides/${MISSING}`, payload: { title: 'x' } },
  { method: 'DELETE', path: '/api/slides/{id}', url: `/api/slides/${MISSING}` },
  { method: 'GET', path: '/api/slides/{id}/translations', url: `/api/slides/${MISSING}/translations` },
  {
    method: 'POST',
    path: '/api/translations/slide',
    url: '/api/translations/slide',
    payload: { title: 'x', language_code: 'de', slide_id: MISSING },
  },
  { method: 'GET', path: '/api/translations/slide/{id}', url: `/api/translations/slide/${MISSING}` },
  {
    method: 'PUT',
    path: '/api/translations/slide/{id}',
    url: `/api/translations/slide/${MISSING}`,
    payload: { title: 'x', language_code: 'en' },
  },
  { method: 'DELETE', path: '/api/translations/slide/{id}', url: `/api/translations/slide/${MISSING}` },

  { method: 'POST', path: '/api/videos', url: '/api/videos', payload: { title: 'Cudze' } },
  { method: 'PUT', path: '/api/videos/{id}', url: `/api/videos/${MISSING}`, payload: { title: 'Cudze' } },
  { method: 'DELETE', path: '/api/videos/{id}', url: `/api/videos/${MISSING}` },
  { method: 'DELETE', path: '/api/videos/{id}/image/{which}', url: `/api/videos/${MISSING}/image/image` },
  { method: 'GET', path: '/api/videos/{id}/translations', url: `/api/videos/${MISSING}/translations` },
  {
    method: 'POST',
    path: '/api/translations/video',
    url: '/api/translations/video',
    payload: { language_code: 'en', title: 'To translate', video_id: MISSING },
  },
  { method: 'GET', path: '/api/translations/video/{id}', url: `/api/translations/video/${MISSING}` },
  {
    method: 'PUT',
    path: '/api/translations/video/{id}',
    url: `/api/translations/video/${MISSING}`,
    payload: { language_code: 'en', title: 'To translate' },
  },
  { method: 'DELETE', path: '/api/translations/video/{id}', url: `/api/translations/video/${MISSING}` },
  { method: 'GET', path: '/api/vimeo', url: '/api/vimeo' },
  { method: 'POST', path: '/api/vimeo', url: '/api/vimeo', payload: { name: 'x', size: 10 } },
  { method: 'POST', path: '/api/vimeo/', url: '/api/vimeo/', payload: { name: 'x', size: 10 } },
  { method: 'PUT', path: '/api/vimeo/{id}', url: `/api/vimeo/${MISSING}`, payload: { name: 'x' } },
  { method: 'DELETE', path: '/api/vimeo/{id}', url: `/api/vimeo/${MISSING}` },
  { method: 'PATCH', path: '/api/vimeo/{host}/{videoId}', url: `/api/vimeo/local/${MISSING}` },
  {
    method: 'GET',
    path: '/api/vimeo/{host}/{videoId}/subtitles',
    url: `/api/vimeo/local/${MISSING}/subtitles`,
  },
  {
    method: 'POST',
    path: '/api/vimeo/{host}/{videoId}/subtitles',
    url: `/api/vimeo/local/${MISSING}/subtitles`,
    payload: { language: 'pl', name: 'x', subtitleContent: 'WEBVTT\n\n00:01.000 --> 00:02.000\nx\n' },
  },
  {
    method: 'DELETE',
    path: '/api/vimeo/{host}/{videoId}/subtitles/{trackId}',
    url: `/api/vimeo/local/${MISSING}/subtitles/pl`,
  },

  { method: 'PUT', path: '/api/appconfig', url: '/api/appconfig', payload: {} },
  {
    method: 'DELETE',
    path: '/api/appconfig/image/{name}',
    url: '/api/appconfig/image/noauth_bg_image',
  },
  { method: 'GET', path: '/api/about', url: '/api/about' },
  {
    method: 'PUT',
    path: '/api/pages/{id}',
    url: `/api/pages/${MISSING}`,
    payload: { title: 'Przejęta', content: '<p>x</p>', slug: 'przejeta' },
  },
  ...[
    'orders',
    'income',
    'paymentsumm',
    'ordersPerVideo',
    'viewsPerVideo',
    'viewersNow',
    'events',
    'videos',
  ].map((name) => ({
    method: 'GET' as const,
    path: `/api/statistics/${name}`,
    url: `/api/statistics/${name}`,
  })),
  { method: 'GET', path: '/api/audit', url: '/api/audit?kind=codes' },
  { method: 'GET', path: '/api/audit/actors', url: '/api/audit/actors' },

  { method: 'GET', path: '/api/users', url: '/api/users?search=kowal' },
  { method: 'GET', path: '/api/users/{id}', url: `/api/users/${MISSING}` },
];

/** Routes for any signed-in visitor (the guard refuses the anonymous and the banned only). */
const USER_ROUTES: GuardedRoute[] = [
  { method: 'GET', path: '/api/playback/{kind}/{slugOrId}', url: '/api/playback/video/nie-ma?typ=standard' },
];

/** Open to anyone on purpose; a new route of these modules must be added to one of the three lists. */
const PUBLIC_ROUTES = new Set([
  'GET /api/appconfig/',
  'GET /external_api/config',
  'GET /api/pages/{slug}',
  'GET /api/categories',
  'GET /api/events',
  'GET /api/events/{slugOrId}',
  'GET /external_api/events',
  'GET /external_api/event/{slugOrId}',
  'GET /external_api/slides',
  'GET /api/videos',
  'GET /api/videos/{slugOrId}',
  'GET /external_api/videos',
  'GET /external_api/video/{slugOrId}',
  'GET /api/search/all',
  // Opened by their signature instead of a session (test/media/local-video.test.ts).
  'GET /media/videos/{id}/video',
  'GET /media/videos/{id}/subtitles/{file}',
  'GET /media/images/{id}/{file}',
  // The local host's tus endpoint: opened by the signed upload link (test/media/local-host.test.ts).
  'HEAD /media/uploads/{uploadId}',
  'PATCH /media/uploads/{uploadId}',
  'OPTIONS /media/uploads/{uploadId}',
]);

const GUARDED_TAGS = new Set(['catalog', 'media', 'settings', 'pages', 'statistics', 'audit']);

let t: TestApp;
let tokens: { standard: string; premium: string; banned: string; admin: string };

const COUNTED: PgTable[] = [
  categories,
  categoryTranslations,
  events,
  eventTranslations,
  galleries,
  galleryImages,
  pages,
  slides,
  slideTranslations,
  videos,
  videoTranslations,
];

async function rowCounts(): Promise<number[]> {
  const counts: number[] = [];
  for (const table of COUNTED) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    counts.push(row!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    standard: (await userWithSession(t)).token,
    premium: (await demoSession(t, 'premium')).token,
    banned: (await bannedUserWithSession(t)).token,
    admin: (await demoSession(t, 'admin')).token,
  };
});
afterAll(async () => t.close());

describe('who may not call the administrator routes', () => {
  it('lists every guarded route of the catalogue, settings and pages in this file', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const listed = new Set([...ADMIN_ROUTES, ...USER_ROUTES].map((route) => `${route.method} ${route.path}`));
    const unlisted: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.tags?.some((tag) => GUARDED_TAGS.has(tag))) continue;
        const name = `${method.toUpperCase()} ${path}`;
        if (!listed.has(name) && !PUBLIC_ROUTES.has(name)) unlisted.push(name);
        // Documented as needing a session exactly when this file guards it.
        const sessionOnly = JSON.stringify(operation.security) === '[{"session":[]}]';
        expect(sessionOnly, name).toBe(listed.has(name));
      }
    }
    expect(unlisted).toEqual([]);
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: 401 anonymous, 403 NOT_ADMIN standard and premium, 401 banned; nothing written',
    async (_name, route) => {
      const before = await rowCounts();
      const send = (token?: string) => call(t, route.method, route.url, { token, payload: route.payload });

      const anonymous = await send();
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json().code).toBe('SESSION_EXPIRED');
      for (const role of ['standard', 'premium'] as const) {
        const refused = await send(tokens[role]);
        expect(refused.statusCode, `${role}: ${refused.body}`).toBe(403);
        expect(refused.json().code).toBe('NOT_ADMIN');
      }
      const banned = await send(tokens.banned);
      expect(banned.statusCode, banned.body).toBe(401);
      expect(banned.json().code).toBe('USER_BLOCKED');
      const forged = await send('a'.repeat(43));
      expect(forged.statusCode).toBe(401);
      expect(await rowCounts()).toEqual(before);

      // The control: an administrator gets past the guard (the unknown id then answers 404 or 422).
      const admin = await send(tokens.admin);
      expect([401, 403], `admin: ${admin.body}`).not.toContain(admin.statusCode);
      expect(admin.statusCode, admin.body).toBeLessThan(500);
    },
  );

  it.each(USER_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: 401 anonymous and banned; a signed-in visitor gets past the guard',
    async (_name, route) => {
      const send = (token?: string) => call(t, route.method, route.url, { token, payload: route.payload });
      expect((await send()).statusCode).toBe(401);
      expect((await send(tokens.banned)).json().code).toBe('USER_BLOCKED');
      expect((await send(tokens.standard)).statusCode).toBe(404);
    },
  );
});
