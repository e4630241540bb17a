import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { galleries, galleryImages, videos } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { call, insertVideo } from './support';
import { makeImage, sendMultipart, tempDataDir } from './images.fixtures';

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

interface GalleryAnswer {
  id: number;
  name: string;
  updated_at: string;
  images: Array<{
    id: number;
    url: string;
    thumb_url: string;
    grid_thumb_url: string;
    srcset: string;
    width: number;
    height: number;
  }>;
  videos: Array<{ id: number; title: string; slug: string }>;
}

async function counts() {
  const db = t.database.db;
  const [g] = await db.select({ n: count() }).from(galleries);
  const [i] = await db.select({ n: count() }).from(galleryImages);
  return { galleries: g!.n, images: i!.n, folders: data.folders().length };
}

async function create(name: string): Promise<GalleryAnswer> {
  const response = await call(t, 'POST', '/api/galleries/', { token: adminToken, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function upload(galleryId: number, file: Buffer, filename = 'foto.png', token = adminToken) {
  return sendMultipart(
    t,
    'POST',
    `/api/galleries/${galleryId}/images`,
    [{ name: 'image', filename, contentType: 'image/png', data: file }],
    token,
  );
}

describe('galleries', () => {
  it('creates, renames, lists and shows a gallery, with audit rows', async () => {
    const created = await create('  Wesele - próba generalna ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Wesele - próba generalna',
      updated_at: t.clock.now().toISOString(),
      images: [],
      videos: [],
    });
    t.clock.advance(1000);
    const renamed = await call(t, 'PUT', `/api/galleries/${created.id}`, {
      token: adminToken,
      payload: { name: 'Żółta sala (2024)' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: created.id,
      name: 'Żółta sala (2024)',
      updated_at: t.clock.now().toISOString(),
    });

    const list = await call(t, 'GET', '/api/galleries', { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect((list.json() as GalleryAnswer[]).map((g) => g.name)).toContain('Żółta sala (2024)');
    const one = await call(t, 'GET', `/api/galleries/${created.id}`, { token: adminToken });
    expect(one.json()).toMatchObject({ id: created.id, name: 'Żółta sala (2024)' });
    expect(await auditCount(t, 'gallery.create')).toBeGreaterThanOrEqual(1);
    expect(await auditCount(t, 'gallery.update')).toBe(1);
  });

  it('refuses invalid names with 422 and writes nothing', async () => {
    const before = await counts();
    for (const [name, key] of [
      ['', 'form.validate.required'],
      ['   ', 'form.validate.required'],
      [undefined, 'form.validate.required'],
      ['Galeria & co', 'form.validate.gallery_name'],
      ['<script>', 'form.validate.gallery_name'],
      ['x'.repeat(101), 'form.validate.max_100'],
    ] as const) {
      const response = await call(t, 'POST', '/api/galleries', { token: adminToken, payload: { name } });
      expect(response.statusCode, String(name)).toBe(422);
      expect(response.json().formError).toEqual({ name: key });
    }
    const gallery = await create('Stała');
    const bad = await call(t, 'PUT', `/api/galleries/${gallery.id}`, {
      token: adminToken,
      payload: { name: 'a/b' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().formError).toEqual({ name: 'form.validate.gallery_name' });
    const [row] = await t.database.db.select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(row!.name).toBe('Stała');
    expect((await counts()).galleries).toBe(before.galleries + 1);
  });

  it('answers 404 for an unknown gallery or image', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/galleries/999999', undefined],
      ['PUT', '/api/galleries/999999', { name: 'Nowa' }],
      ['DELETE', '/api/galleries/999999', undefined],
      ['DELETE', '/api/galleryImages/999999', undefined],
      ['GET', '/api/galleries/abc', undefined],
    ] as const) {
      const response = await call(t, method, url, { token: adminToken, payload });
      expect(response.statusCode, url).toBe(404);
    }
    const response = await upload(999999, await makeImage('png'));
    expect(response.statusCode).toBe(404);
  });
});

describe('gallery images', () => {
  it('uploads a real image through multipart and answers the gallery with its srcset', async () => {
    const gallery = await create('Premiera');
    const response = await upload(gallery.id, await makeImage('jpeg', 1600, 900), 'scena.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as GalleryAnswer;
    expect(body.id).toBe(gallery.id);
    expect(body.images).toHaveLength(1);
    const image = body.images[0]!;
    const folder = image.url.split('/')[3]!;
    expect(image).toEqual({
      id: expect.any(Number),
      url: `/media/images/${folder}/original-1600x900.jpg`,
      thumb_url: `/media/images/${folder}/w400.webp`,
      grid_thumb_url: `/media/images/${folder}/grid.webp`,
      srcset: [400, 800, 1200].map((w) => `/media/images/${folder}/w${w}.webp ${w}w`).join(', '),
      width: 1600,
      height: 900,
    });
    for (const url of [
      image.url,
      image.thumb_url,
      image.grid_thumb_url,
      `/media/images/${folder}/w1200.webp`,
    ]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
    }
    const [row] = await t.database.db.select().from(galleryImages).where(eq(galleryImages.id, image.id));
    expect(row).toMatchObject({
      galleryId: gallery.id,
      imageFile: `${folder}/original-1600x900.jpg`,
      thumbFile: `${folder}/grid.webp`,
      webp400File: `${folder}/w400.webp`,
      webp800File: `${folder}/w800.webp`,
      webp1200File: `${folder}/w1200.webp`,
      width: 1600,
      height: 900,
    });
    expect(await auditCount(t, 'gallery_image.create')).toBe(1);
  });

  it('refuses a file that is not a JPEG or PNG, too large or too big, leaving no row and no file', async () => {
    const gallery = await create('Odrzucone');
    const before = await counts();
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('GIF89a not really'), 'zdjecie.png', 'form.validate.image_type'],
      [await makeImage('gif'), 'zdjecie.jpg', 'form.validate.image_type'],
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(3 * 1024 * 1024),
        ]),
        'big.png',
        'form.validate.image_too_large',
      ],
      [await makeImage('png', 8001, 10), 'wide.png', 'form.validate.image_dimensions'],
    ];
    for (const [file, filename, key] of cases) {
      const response = await upload(gallery.id, file, filename);
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().formError).toEqual({ image: key });
    }
    const empty = await sendMultipart(
      t,
      'POST',
      `/api/galleries/${gallery.id}/images`,
      [{ name: 'note', value: 'x' }],
      adminToken,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formError).toEqual({ image: 'form.validate.required' });
    expect(await counts()).toEqual(before);
  });

  it('holds at most 5 images', async () => {
    const gallery = await create('Pełna');
    for (let i = 0; i < 5; i += 1) {
      const response = await upload(gallery.id, await makeImage('png', 50 + i, 40));
      expect(response.statusCode).toBe(201);
      expect((response.json() as GalleryAnswer).images).toHaveLength(i + 1);
    }
    const before = await counts();
    const sixth = await upload(gallery.id, await makeImage('png'));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().formError).toEqual({ image: 'form.validate.gallery_full' });
    expect(await counts()).toEqual(before);
    const shown = await call(t, 'GET', `/api/galleries/${gallery.id}`, { token: adminToken });
    expect((shown.json() as GalleryAnswer).images.map((image) => image.width)).toEqual([50, 51, 52, 53, 54]);
  });

  it('deletes one image with its files and answers the gallery', async () => {
    const gallery = await create('Do usunięcia');
    await upload(gallery.id, await makeImage('png'));
    const second = (await upload(gallery.id, await makeImage('jpeg'))).json() as GalleryAnswer;
    const [kept, removed] = second.images;
    const removedFolder = path.join(data.imagesDir, removed!.url.split('/')[3]!);
    expect(fs.existsSync(removedFolder)).toBe(true);
    const response = await call(t, 'DELETE', `/api/galleryImages/${removed!.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect((response.json() as GalleryAnswer).images).toEqual([kept]);
    expect(fs.existsSync(removedFolder)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: removed!.url })).statusCode).toBe(404);
    expect(await auditCount(t, 'gallery_image.delete')).toBe(1);
  });

  it('lists the videos using a gallery; deleting the gallery removes its files and unlinks the videos', async () => {
    const gallery = await create('Z wideo');
    const video = await insertVideo(t, 'Dziady');
    await t.database.db.update(videos).set({ galleryId: gallery.id }).where(eq(videos.id, video.id));
    const uploaded = (await upload(gallery.id, await makeImage('png'))).json() as GalleryAnswer;
    const shown = await call(t, 'GET', `/api/galleries/${gallery.id}`, { token: adminToken });
    expect((shown.json() as GalleryAnswer).videos).toEqual([
      { id: video.id, title: 'Dziady', slug: video.slug },
    ]);

    const folder = path.join(data.imagesDir, uploaded.images[0]!.url.split('/')[3]!);
    expect(fs.existsSync(folder)).toBe(true);
    const response = await call(t, 'DELETE', `/api/galleries/${gallery.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(fs.existsSync(folder)).toBe(false);
    expect(await t.database.db.select().from(galleries).where(eq(galleries.id, gallery.id))).toEqual([]);
    expect(
      await t.database.db.select().from(galleryImages).where(eq(galleryImages.galleryId, gallery.id)),
    ).toEqual([]);
    const [videoRow] = await t.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(videoRow!.galleryId).toBeNull();
    expect(await auditCount(t, 'gallery.delete')).toBe(1);
  });
});

describe('who may not', () => {
  it('refuses anonymous callers with 401 and standard users with 403 NOT_ADMIN, writing nothing', async () => {
    const gallery = await create('Tylko admin');
    const withImage = (await upload(gallery.id, await makeImage('png'))).json() as GalleryAnswer;
    const before = await counts();
    const calls = [
      ['GET', '/api/galleries', undefined],
      ['GET', `/api/galleries/${gallery.id}`, undefined],
      ['POST', '/api/galleries/', { name: 'Cudza' }],
      ['PUT', `/api/galleries/${gallery.id}`, { name: 'Cudza' }],
      ['DELETE', `/api/galleries/${gallery.id}`, undefined],
      ['DELETE', `/api/galleryImages/${withImage.images[0]!.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await call(t, method, url, { payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const standard = await call(t, method, url, { token: standardToken, payload });
      expect(standard.statusCode, `${method} ${url}`).toBe(403);
      expect(standard.json().code).toBe('NOT_ADMIN');
    }
    const image = await makeImage('png');
    expect((await upload(gallery.id, image, 'a.png', '')).statusCode).toBe(401);
    const standardUpload = await upload(gallery.id, image, 'a.png', standardToken);
    expect(standardUpload.statusCode).toBe(403);
    expect(standardUpload.json().code).toBe('NOT_ADMIN');
    expect(await counts()).toEqual(before);
  });
});
