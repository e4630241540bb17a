import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  appSettings,
  auditLog,
  galleries,
  galleryImages,
  slides,
  videoCategories,
  videos,
} from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { demoSession } from '../users/session-fixtures';
import { call, insertVideo } from './support';
import { makeImage, tempDataDir } from './images.fixtures';

/**
 * Issue 18, holes 2 and 5: a multipart body that the parser cannot read answers 400 (422 where a field is at
 * fault) on every route that reads one, never a 500, and writes nothing: no row, no setting, no image folder.
 */
const data = tempDataDir();
let t: TestApp;
let adminToken: string;
let image: Buffer;
const ids = { video: 0, slide: 0, gallery: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  adminToken = (await demoSession(t, 'admin')).token;
  image = await makeImage('png', 60, 40);
  ids.video = (await insertVideo(t, 'Wesele')).id;
  const slide = await call(t, 'POST', '/api/slides', {
    token: adminToken,
    payload: { title: 'Slajd', text: 'Tekst', url: '/wideo/wesele' },
  });
  ids.slide = (slide.json() as { id: number }).id;
  const gallery = await call(t, 'POST', '/api/galleries', { token: adminToken, payload: { name: 'Próba' } });
  ids.gallery = (gallery.json() as { id: number }).id;
});
afterAll(async () => {
  await t.close();
  data.remove();
});

/** Each multipart route with a text field its form takes and the name of its image file field. */
const routes = [
  { method: 'POST', url: () => '/api/videos', field: 'title', file: 'main_image' },
  { method: 'PUT', url: () => `/api/videos/${ids.video}`, field: 'title', file: 'main_image' },
  { method: 'POST', url: () => '/api/slides', field: 'title', file: 'bg_image' },
  { method: 'PUT', url: () => `/api/slides/${ids.slide}`, field: 'title', file: 'bg_image' },
  { method: 'POST', url: () => `/api/galleries/${ids.gallery}/images`, field: 'caption', file: 'image' },
  { method: 'PUT', url: () => '/api/appconfig', field: 'festival_title', file: 'free_ad_image_mobile_data' },
  { method: 'PUT', url: () => '/api/gifts/settings', field: 'gift_label', file: 'gift_image_mobile_data' },
] as const;

const BOUNDARY = '----scenaMalformed';
const typeWithBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

function textPart(name: string, value: string) {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePart(name: string, data: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="foto.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from('\r\n'),
  ]);
}

const END = `--${BOUNDARY}--\r\n`;

/** The malformed bodies, each with the status it must get. */
function cases(route: (typeof routes)[number]) {
  return [
    {
      name: 'no boundary',
      status: 400,
      contentType: 'multipart/form-data',
      body: () => Buffer.from(textPart(route.field, 'Wesele') + END),
    },
    {
      name: 'a text part without a field name',
      status: 400,
      contentType: typeWithBoundary,
      body: () =>
        Buffer.from(
          textPart(route.field, 'Wesele') +
            `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nbez nazwy\r\n` +
            END,
        ),
    },
    {
      name: 'a file part without a field name',
      status: 400,
      contentType: typeWithBoundary,
      body: () =>
        Buffer.concat([
          Buffer.from(
            textPart(route.field, 'Wesele') +
              `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="foto.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          image,
          Buffer.from(`\r\n${END}`),
        ]),
    },
    {
      name: 'a truncated file part',
      status: 400,
      contentType: typeWithBoundary,
      body: () =>
        Buffer.concat([
          Buffer.from(textPart(route.field, 'Wesele')),
          filePart(route.file, image).subarray(0, 200),
        ]),
    },
    {
      name: 'a boundary that never closes',
      status: 400,
      contentType: typeWithBoundary,
      body: () => Buffer.concat([Buffer.from(textPart(route.field, 'Wesele')), filePart(route.file, image)]),
    },
    {
      name: 'another boundary than the body has',
      status: 400,
      contentType: 'multipart/form-data; boundary=inny',
      body: () => Buffer.from(textPart(route.field, 'Wesele') + END),
    },
    {
      // Busboy drops a part cut off and ends quietly: the fields before it must not be saved alone.
      name: 'a text part cut off',
      status: 400,
      contentType: typeWithBoundary,
      body: () =>
        Buffer.from(
          textPart(route.field, 'Wesele') + textPart(route.field, 'Urwie się w połowie').slice(0, -30),
        ),
    },
    {
      name: 'garbage',
      status: 400,
      contentType: typeWithBoundary,
      body: () => Buffer.from('to nie jest formularz'),
    },
    { name: 'an empty body', status: 400, contentType: typeWithBoundary, body: () => Buffer.alloc(0) },
    {
      name: 'a file in a field that takes none',
      status: 422,
      contentType: typeWithBoundary,
      body: () =>
        Buffer.concat([
          Buffer.from(textPart(route.field, 'Wesele')),
          filePart('evil', image),
          Buffer.from(END),
        ]),
    },
  ];
}

async function written() {
  const db = t.database.db;
  const rows = await Promise.all(
    [videos, videoCategories, slides, galleries, galleryImages, auditLog].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row!.n;
    }),
  );
  const [video] = await db.select({ updatedAt: videos.updatedAt }).from(videos);
  const [slide] = await db.select({ updatedAt: slides.updatedAt }).from(slides);
  const settings = await db.select().from(appSettings);
  return { rows, settings, folders: data.folders(), video: video?.updatedAt, slide: slide?.updatedAt };
}

describe('malformed multipart bodies (issue 18, hole 5)', () => {
  for (const route of routes) {
    describe(`${route.method} ${route.url().replace(/\d+/, ':id')}`, () => {
      for (const malformed of cases(route)) {
        it(`answers ${malformed.status} to ${malformed.name} and writes nothing`, async () => {
          const before = await written();
          t.clock.advance(1000);
          const response = await t.app.inject({
            method: route.method,
            url: route.url(),
            payload: malformed.body(),
            headers: { 'content-type': malformed.contentType, ...auth(adminToken) },
          });
          expect(response.statusCode, response.body).toBe(malformed.status);
          const body = response.json() as { messageKey: string; formError?: Record<string, string> };
          if (malformed.status === 400) expect(body.messageKey).toBe('error.bad_multipart');
          else expect(body.formError).toEqual({ evil: 'form.validate.not_allowed' });
          expect(await written()).toEqual(before);
        });
      }
    });
  }
});
