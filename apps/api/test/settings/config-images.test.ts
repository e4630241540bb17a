import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { makeImage, tempDataDir } from '../catalog/images.fixtures';
import { auditCount, demoSession, userWithSession } from '../users/session-fixtures';

const data = tempDataDir();
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  adminToken = (await demoSession(t, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  data.remove();
});

/** A PNG of random pixels: it does not compress, so it weighs about 3 bytes a pixel. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function dataUrl(buffer: Buffer, type = 'image/png') {
  return `data:${type};base64,${buffer.toString('base64')}`;
}

function putConfig(payload: Record<string, unknown>, token: string | null = adminToken) {
  return t.app.inject({ method: 'PUT', url: '/api/appconfig', payload, headers: token ? auth(token) : {} });
}

function deleteImage(name: string, token: string | null = adminToken) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/appconfig/image/${name}`,
    headers: token ? auth(token) : {},
  });
}

async function storedSetting(key: string): Promise<unknown> {
  const rows = await t.database.db.select().from(appSettings);
  const row = rows.find((r) => r.key === key);
  return row ? (row.value as { v: unknown }).v : undefined;
}

async function settingRows() {
  return t.database.db.select().from(appSettings).orderBy(appSettings.key);
}

describe('PUT /api/appconfig with images', () => {
  it('stores the images with the other fields and answers their URLs, srcset and size', async () => {
    const warm = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(warm.json().config.noauth_bg_image).toBeNull();

    const response = await putConfig({
      show_advertisement: true,
      free_ad_url: 'https://example.com/reklama',
      paid_ad_url: 'ftp://example.com/plik',
      noauth_bg_image_data: dataUrl(await makeImage('jpeg', 1600, 900), 'image/jpeg'),
      free_ad_image_mobile_data: dataUrl(await makeImage('png', 1000, 300)),
      gift_image_desktop_data: dataUrl(await makeImage('png', 120, 80)),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.show_advertisement).toBe(true);
    expect(body.noauth_bg_image).toMatch(/^\/media\/images\/[A-Za-z0-9_-]{16}\/original-1600x900\.jpg$/);
    expect(body.images.noauth_bg_image).toMatchObject({
      url: body.noauth_bg_image,
      width: 1600,
      height: 900,
    });
    expect(body.images.noauth_bg_image.srcset).toContain('w1200.webp 1200w');
    expect(body.free_ad_image_mobile).toMatch(/original-1000x300\.png$/);
    expect(body.gift_image_desktop).toMatch(/original-120x80\.png$/);
    expect(body.images.free_ad_image_tablet).toBeUndefined();
    expect(data.folders()).toHaveLength(3);

    // The setting stores the ref; the audit row never carries the image data.
    expect(await storedSetting('noauth_bg_image')).toMatch(/^[A-Za-z0-9_-]{16}\/original-1600x900\.jpg$/);
    const image = await t.app.inject({ method: 'GET', url: body.noauth_bg_image });
    expect(image.statusCode).toBe(200);

    // Visitors see the URLs at once, in both config answers; gift images in giftConfig.
    const external = (await t.app.inject({ method: 'GET', url: '/external_api/config' })).json();
    expect(external.config.noauth_bg_image).toBe(body.noauth_bg_image);
    expect(external.config.images.noauth_bg_image.srcset).toBe(body.images.noauth_bg_image.srcset);
    expect(external.config.free_ad_url).toBe('https://example.com/reklama');
    expect(external.giftConfig.gift_image_desktop).toBe(body.gift_image_desktop);
    expect(external.giftConfig.images.gift_image_desktop.url).toBe(body.gift_image_desktop);
    const publicConfig = (await t.app.inject({ method: 'GET', url: '/api/appconfig/' })).json();
    expect(publicConfig.free_ad_image_mobile).toBe(body.free_ad_image_mobile);
    expect(publicConfig.images.free_ad_image_mobile.width).toBe(1000);
    expect(publicConfig.images).not.toHaveProperty('gift_image_desktop');
  });

  it('shrinks an image to its stored size', async () => {
    const response = await putConfig({
      paid_ad_image_tablet_data: dataUrl(await makeImage('jpeg', 1500, 1500), 'image/jpeg'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().images.paid_ad_image_tablet).toMatchObject({ width: 1500, height: 1500 });
  });

  it('replaces an image and removes the old files after the commit', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/appconfig/', headers: auth(adminToken) })
    ).json();
    const oldId = before.images.noauth_bg_image.id as string;
    expect(fs.existsSync(path.join(data.imagesDir, oldId))).toBe(true);

    const response = await putConfig({ noauth_bg_image_data: dataUrl(await makeImage('png', 800, 600)) });
    expect(response.statusCode).toBe(200);
    const newId = response.json().images.noauth_bg_image.id as string;
    expect(newId).not.toBe(oldId);
    expect(fs.existsSync(path.join(data.imagesDir, oldId))).toBe(false);
    expect(fs.existsSync(path.join(data.imagesDir, newId))).toBe(true);
    expect(data.folders()).not.toContain(oldId);
  });

  it('ignores empty or null image fields', async () => {
    const folders = data.folders();
    const rows = await settingRows();
    const response = await putConfig({ noauth_bg_image_data: null, free_ad_image_tablet_data: '' });
    expect(response.statusCode).toBe(200);
    expect(data.folders()).toEqual(folders);
    expect(await settingRows()).toEqual(rows);
  });

  it('refuses invalid images and ad links with 422 on the field, and writes nothing', async () => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const folders = data.folders();
    const gif = await makeImage('gif', 40, 40);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { noauth_bg_image_data: dataUrl(gif, 'image/gif') },
        { noauth_bg_image_data: 'form.validate.image_type' },
      ],
      // Declared PNG, really a GIF.
      [
        { free_ad_image_mobile_data: dataUrl(gif) },
        { free_ad_image_mobile_data: 'form.validate.image_type' },
      ],
      [
        { free_ad_image_mobile_data: 'not a data url' },
        { free_ad_image_mobile_data: 'form.validate.image_type' },
      ],
      [
        { free_ad_image_mobile_data: dataUrl(await makeImage('png', 1001, 200)) },
        { free_ad_image_mobile_data: 'form.validate.image_dimensions' },
      ],
      [
        // A valid image first: it is stored, then removed when the second is refused.
        {
          paid_ad_image_desktop_data: dataUrl(await makeImage('png', 200, 100)),
          paid_ad_image_mobile_data: dataUrl(
            Buffer.concat([await makeImage('png'), Buffer.alloc(1300 * 1024)]),
          ),
        },
        { paid_ad_image_mobile_data: 'form.validate.image_too_large' },
      ],
      [{ gift_image_mobile_data: 42 }, { gift_image_mobile_data: 'form.validate.image_type' }],
      [{ free_ad_url: '/wewnetrzny' }, { free_ad_url: 'form.validate.ad_link' }],
      [{ paid_ad_url: 'javascript:alert(1)' }, { paid_ad_url: 'form.validate.ad_link' }],
      [{ noauth_bg_image: 'abc/original-1x1.png' }, { noauth_bg_image: 'form.validate.not_allowed' }],
    ];
    for (const [payload, formError] of cases) {
      const response = await putConfig({ festival_title: 'Nie zapisze się', ...payload });
      expect(response.statusCode, JSON.stringify(formError)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
    expect(data.folders()).toEqual(folders);
  });

  it('accepts a body above 1 MB on this route only', async () => {
    const noisy = await noisyPng(900, 900);
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const response = await putConfig({ paid_ad_image_desktop_data: dataUrl(noisy) });
    expect(response.statusCode).toBe(200);
    expect(response.json().images.paid_ad_image_desktop).toMatchObject({ width: 900, height: 900 });
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/api/pages/1',
      payload: { title: 'x', content: 'y'.repeat(1_100_000), slug: 'x' },
      headers: auth(adminToken),
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  describe('who may not', () => {
    it('anonymous: 401, standard user: 403; nothing stored', async () => {
      const folders = data.folders();
      const payload = { noauth_bg_image_data: dataUrl(await makeImage('png')) };
      expect((await putConfig(payload, null)).statusCode).toBe(401);
      const { token } = await userWithSession(t);
      expect((await putConfig(payload, token)).statusCode).toBe(403);
      expect((await deleteImage('noauth_bg_image', null)).statusCode).toBe(401);
      expect((await deleteImage('noauth_bg_image', token)).statusCode).toBe(403);
      expect(data.folders()).toEqual(folders);
    });
  });
});

describe('DELETE /api/appconfig/image/{name}', () => {
  it('clears the setting, removes the files, writes an audit row, and visitors see it at once', async () => {
    await t.app.inject({ method: 'GET', url: '/external_api/config' });
    const ref = (await storedSetting('noauth_bg_image')) as string;
    const id = ref.split('/')[0]!;
    const audits = await auditCount(t, 'settings.image_delete');

    const response = await deleteImage('noauth_bg_image');
    expect(response.statusCode).toBe(200);
    expect(response.json().noauth_bg_image).toBeNull();
    expect(response.json().images).not.toHaveProperty('noauth_bg_image');
    expect(await storedSetting('noauth_bg_image')).toBeNull();
    expect(data.folders()).not.toContain(id);
    expect(await auditCount(t, 'settings.image_delete')).toBe(audits + 1);
    const external = (await t.app.inject({ method: 'GET', url: '/external_api/config' })).json();
    expect(external.config.noauth_bg_image).toBeNull();

    // Again: nothing to remove, nothing written.
    expect((await deleteImage('noauth_bg_image')).statusCode).toBe(200);
    expect(await auditCount(t, 'settings.image_delete')).toBe(audits + 1);
  });

  it('answers 404 for a name that is not an image setting', async () => {
    for (const name of ['festival_title', 'noauth_bg_image_data', 'nope']) {
      expect((await deleteImage(name)).statusCode).toBe(404);
    }
  });
});
