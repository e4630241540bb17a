import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { categories, events, galleries, galleryImages, slides, videos } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { call } from './support';
import { eventForm, insertEventVideo } from './events-support';
import { tempDataDir } from './images.fixtures';

/**
 * Issue 18, hole 8: a body that is no form — JSON null, a list or a string, or a multipart body without a single
 * part — is refused (400) by every catalogue form route, and changes nothing: PUT /api/slides/{id} used to
 * take it as the "move to the top" empty payload and renew updated_at.
 */
const data = tempDataDir();
let t: TestApp;
let adminToken: string;
const ids = { slide: 0, video: 0, event: 0, category: 0, gallery: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  adminToken = (await demoSession(t, 'admin')).token;
  const slide = await call(t, 'POST', '/api/slides', {
    token: adminToken,
    payload: { title: 'Slajd', text: 'Tekst' },
  });
  ids.slide = (slide.json() as { id: number }).id;
  const gallery = await call(t, 'POST', '/api/galleries', { token: adminToken, payload: { name: 'Próba' } });
  ids.gallery = (gallery.json() as { id: number }).id;
  ids.video = (await insertEventVideo(t)).id;
  const event = await call(t, 'POST', '/api/events', { token: adminToken, payload: eventForm(ids.video) });
  ids.event = (event.json() as { id: number }).id;
  const category = await call(t, 'POST', '/api/categories', {
    token: adminToken,
    payload: { name: 'Dramat' },
  });
  ids.category = (category.json() as { id: number }).id;
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);
  t.clock.advance(60_000);
});
afterAll(async () => {
  await t.close();
  data.remove();
});

/** Every row of the catalogue's tables, and the audit rows: a refused request changes none. */
async function catalogue() {
  const db = t.database.db;
  return {
    slides: await db.select().from(slides).orderBy(asc(slides.id)),
    videos: await db.select().from(videos).orderBy(asc(videos.id)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    galleries: await db.select().from(galleries).orderBy(asc(galleries.id)),
    galleryImages: await db.select().from(galleryImages).orderBy(asc(galleryImages.id)),
    audits: await auditCount(t),
    folders: data.folders(),
  };
}

const jsonRoutes = [
  ['PUT', () => `/api/slides/${ids.slide}`],
  ['POST', () => '/api/slides'],
  ['PUT', () => `/api/videos/${ids.video}`],
  ['POST', () => '/api/videos'],
  ['PUT', () => `/api/events/${ids.event}`],
  ['POST', () => '/api/events'],
  ['PUT', () => `/api/categories/${ids.category}`],
  ['POST', () => '/api/categories'],
  ['PUT', () => `/api/galleries/${ids.gallery}`],
  ['POST', () => '/api/galleries'],
] as const;

const multipartRoutes = [
  ['PUT', () => `/api/slides/${ids.slide}`],
  ['POST', () => '/api/slides'],
  ['PUT', () => `/api/videos/${ids.video}`],
  ['POST', () => '/api/videos'],
  ['POST', () => `/api/galleries/${ids.gallery}/images`],
] as const;

describe('a body that is no form (issue 18, hole 8)', () => {
  for (const [method, url] of jsonRoutes) {
    for (const body of ['null', '[]', '"tytuł"', '42']) {
      it(`${method} ${url().replace(/\d+/, ':id')} answers 400 to the JSON ${body} and changes nothing`, async () => {
        const before = await catalogue();
        const response = await t.app.inject({
          method,
          url: url(),
          payload: body,
          headers: { 'content-type': 'application/json', ...auth(adminToken) },
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().messageKey).toBe('error.bad_request');
        expect(await catalogue()).toEqual(before);
      });
    }
  }

  for (const [method, url] of multipartRoutes) {
    it(`${method} ${url().replace(/\d+/, ':id')} answers 400 to a multipart body without a part`, async () => {
      const before = await catalogue();
      const response = await t.app.inject({
        method,
        url: url(),
        payload: '------scenaEmpty--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=----scenaEmpty', ...auth(adminToken) },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messageKey).toBe('error.bad_multipart');
      expect(await catalogue()).toEqual(before);
    });
  }

  it('still takes an empty JSON object or no body at all as the up arrow: the slide moves to the top', async () => {
    for (const payload of [{}, undefined]) {
      t.clock.advance(1000);
      const response = await call(t, 'PUT', `/api/slides/${ids.slide}`, { token: adminToken, payload });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().updated_at).toBe(t.clock.now().toISOString());
    }
  });
});
