import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { V } from '@scena/shared';
import { IMAGE_LIMITS, IMAGE_V } from '@scena/shared/catalog/images';
import {
  endlessBody,
  makeImage,
  multipartFileHead,
  putEndlessImage,
  sendMultipart,
  tempDataDir,
  type MultipartPart,
} from '../catalog/images.fixtures';
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

/** PUT /api/appconfig as the back-office sends new images: multipart/form-data. */
function putForm(parts: MultipartPart[], token: string = adminToken) {
  return sendMultipart(t, 'PUT', '/api/appconfig', parts, token);
}

const pngFile = (name: string, data: Buffer) => ({
  name,
  filename: 'obraz.png',
  contentType: 'image/png',
  data,
});
const jpegFile = (name: string, data: Buffer) => ({
  name,
  filename: 'obraz.jpg',
  contentType: 'image/jpeg',
  data,
});

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

describe('PUT /api/appconfig with images (multipart)', () => {
  it('stores the image files with the other fields, typed as JSON has them, and answers their URLs', async () => {
    const warm = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(warm.json().config.noauth_bg_image).toBeNull();

    const response = await putForm([
      { name: 'show_advertisement', value: 'true' },
      { name: 'view_vod', value: 'false' },
      { name: 'tickets_expiration_time', value: '24' },
      { name: 'free_ad_url', value: 'https://example.com/reklama' },
      { name: 'paid_ad_url', value: 'ftp://example.com/plik' },
      jpegFile('noauth_bg_image_data', await makeImage('jpeg', 1600, 900)),
      pngFile('free_ad_image_mobile_data', await makeImage('png', 1000, 300)),
      pngFile('gift_image_desktop_data', await makeImage('png', 120, 80)),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ show_advertisement: true, view_vod: false, tickets_expiration_time: 24 });
    expect(await storedSetting('show_advertisement')).toBe(true);
    expect(await storedSetting('tickets_expiration_time')).toBe(24);
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

  it('takes an image alone, above 1 MB, and shrinks it to its stored size', async () => {
    const noisy = await noisyPng(900, 900);
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const response = await putForm([pngFile('paid_ad_image_desktop_data', noisy)]);
    expect(response.statusCode).toBe(200);
    expect(response.json().images.paid_ad_image_desktop).toMatchObject({ width: 900, height: 900 });

    const tablet = await putForm([
      jpegFile('paid_ad_image_tablet_data', await makeImage('jpeg', 1500, 1500)),
    ]);
    expect(tablet.statusCode).toBe(200);
    expect(tablet.json().images.paid_ad_image_tablet).toMatchObject({ width: 1500, height: 1500 });
  });

  it('replaces an image and removes the old files after the commit', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/appconfig/', headers: auth(adminToken) })
    ).json();
    const oldId = before.images.noauth_bg_image.id as string;
    expect(fs.existsSync(path.join(data.imagesDir, oldId))).toBe(true);

    const response = await putForm([pngFile('noauth_bg_image_data', await makeImage('png', 800, 600))]);
    expect(response.statusCode).toBe(200);
    const newId = response.json().images.noauth_bg_image.id as string;
    expect(newId).not.toBe(oldId);
    expect(fs.existsSync(path.join(data.imagesDir, oldId))).toBe(false);
    expect(fs.existsSync(path.join(data.imagesDir, newId))).toBe(true);
    expect(data.folders()).not.toContain(oldId);
  });

  it('takes an empty file part (a file input left empty) as no new image', async () => {
    const folders = data.folders();
    const response = await putForm([
      { name: 'festival_title', value: 'Festiwal z pustym plikiem' },
      { name: 'free_ad_image_tablet_data', filename: '', data: Buffer.alloc(0) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().festival_title).toBe('Festiwal z pustym plikiem');
    expect(data.folders()).toEqual(folders);
  });

  it('refuses a bad field or image with 422 on it, all of them at once, and writes nothing', async () => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const folders = data.folders();
    const gif = await makeImage('gif', 40, 40);
    // A valid image goes along with each: it must not be stored when anything else is refused.
    const valid = pngFile('paid_ad_image_desktop_data', await makeImage('png', 200, 100));
    const cases: Array<[MultipartPart[], Record<string, string>]> = [
      [
        [{ ...pngFile('noauth_bg_image_data', gif), contentType: 'image/gif' }],
        { noauth_bg_image_data: IMAGE_V.type },
      ],
      // Declared PNG, really a GIF; a text file named like an image.
      [[pngFile('free_ad_image_mobile_data', gif)], { free_ad_image_mobile_data: IMAGE_V.type }],
      [
        [pngFile('free_ad_image_mobile_data', Buffer.from('to nie jest obraz\n'.repeat(50)))],
        { free_ad_image_mobile_data: IMAGE_V.type },
      ],
      [
        [pngFile('free_ad_image_mobile_data', await makeImage('png', 1001, 200))],
        { free_ad_image_mobile_data: IMAGE_V.dimensions },
      ],
      // Over the mobile image's 1200 KB, though far below the background's 5200 KB.
      [
        [
          pngFile(
            'paid_ad_image_mobile_data',
            Buffer.concat([await makeImage('png'), Buffer.alloc(1300 * 1024)]),
          ),
        ],
        { paid_ad_image_mobile_data: IMAGE_V.tooLarge },
      ],
      [[pngFile('maintenance', await makeImage('png'))], { maintenance: V.notAllowed }],
      // A data URL as a text part is no way in any more.
      [
        [{ name: 'gift_image_mobile_data', value: dataUrl(await makeImage('png')) }],
        { gift_image_mobile_data: V.notAllowed },
      ],
      [[{ name: 'free_ad_url', value: '/wewnetrzny' }], { free_ad_url: 'form.validate.ad_link' }],
      [[{ name: 'show_advertisement', value: 'tak' }], { show_advertisement: V.wrong }],
      [
        [{ name: 'tickets_expiration_time', value: '7' }],
        { tickets_expiration_time: 'form.validate.ticket_validity' },
      ],
      [[{ name: 'noauth_bg_image', value: 'abc/original-1x1.png' }], { noauth_bg_image: V.notAllowed }],
      [
        [
          { name: 'paid_ad_url', value: 'javascript:alert(1)' },
          pngFile('gift_image_tablet_data', await makeImage('png', 1501, 10)),
        ],
        { paid_ad_url: 'form.validate.ad_link', gift_image_tablet_data: IMAGE_V.dimensions },
      ],
    ];
    for (const [parts, formError] of cases) {
      const response = await putForm([{ name: 'festival_title', value: 'Nie zapisze się' }, valid, ...parts]);
      expect(response.statusCode, JSON.stringify(formError)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
    expect(data.folders()).toEqual(folders);
  });

  it('stops reading an image at its limit: an endless file is refused with 422 on its field', async () => {
    const folders = data.folders();
    const { response, pulled } = await putEndlessImage(
      t,
      '/api/appconfig',
      'free_ad_image_mobile_data',
      adminToken,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ free_ad_image_mobile_data: IMAGE_V.tooLarge });
    expect(pulled).toBeLessThan(IMAGE_LIMITS.configBackground.maxBytes);
    expect(data.folders()).toEqual(folders);
  });
});

describe('PUT /api/appconfig as JSON', () => {
  it('takes settings without images as JSON', async () => {
    const response = await putConfig({ view_vod: true, tickets_expiration_time: 48 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ view_vod: true, tickets_expiration_time: 48 });
  });

  it('refuses an image as a data URL with 422 on its field, writing nothing', async () => {
    const rows = await settingRows();
    const folders = data.folders();
    const response = await putConfig({
      festival_title: 'Nie zapisze się',
      noauth_bg_image_data: dataUrl(await makeImage('png')),
      free_ad_image_tablet_data: null,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({
      noauth_bg_image_data: V.notAllowed,
      free_ad_image_tablet_data: V.notAllowed,
    });
    expect(await settingRows()).toEqual(rows);
    expect(data.folders()).toEqual(folders);
  });

  it('refuses a JSON body over 1 MB with 413 (images travel as files)', async () => {
    const rows = await settingRows();
    const response = await putConfig({ info_bar: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    const dataUrlBody = await putConfig({ paid_ad_image_desktop_data: dataUrl(await noisyPng(700, 700)) });
    expect(dataUrlBody.statusCode).toBe(413);
    expect(await settingRows()).toEqual(rows);
  });

  it('answers a missing or non-object body with 400', async () => {
    for (const payload of ['', 'null', '[1]', '"tekst"']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/appconfig',
        payload,
        headers: { 'content-type': 'application/json', ...auth(adminToken) },
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe('the API documentation of PUT /api/appconfig', () => {
  it('says how images travel and describes the fields of both encodings', async () => {
    const put = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths['/api/appconfig']
      .put;
    expect(Object.keys(put.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
    expect(put.requestBody.content['multipart/form-data'].schema.properties.show_advertisement).toEqual({
      type: 'boolean',
    });
    expect(put.summary).toContain('each new image as the file `<key>_data`');
    expect(put.summary).toContain('noauth_bg_image ≤ 5200 KB');
  });
});

describe('who may not PUT /api/appconfig', () => {
  it('anonymous: 401, standard user: 403, before a byte of the body is read; nothing stored', async () => {
    const folders = data.folders();
    const { token } = await userWithSession(t);
    const file = multipartFileHead('noauth_bg_image_data', 'tlo.png', 'image/png', await makeImage('png'));
    const bodies = [
      { head: Buffer.from('{"festival_title": "'), headers: { 'content-type': 'application/json' } },
      { head: file.head, headers: file.headers },
    ];
    for (const [caller, status] of [
      [null, 401],
      ['not-a-session', 401],
      [token, 403],
    ] as const) {
      for (const { head, headers } of bodies) {
        // The body never ends: only an answer that does not wait for it can arrive.
        const body = endlessBody(head);
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/appconfig',
          payload: body.stream,
          headers: { ...headers, ...(caller ? auth(caller) : {}) },
        });
        body.stream.destroy();
        expect(response.statusCode, `${caller} ${headers['content-type']}`).toBe(status);
      }
    }
    expect((await deleteImage('noauth_bg_image', null)).statusCode).toBe(401);
    expect((await deleteImage('noauth_bg_image', token)).statusCode).toBe(403);
    expect(data.folders()).toEqual(folders);
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
