import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { IMAGE_V } from '@scena/shared/catalog/images';
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
import { call as callAs } from './support';

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

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);

const pngFile = (name: string, data: Buffer): MultipartPart => ({
  name,
  filename: 'prezent.png',
  contentType: 'image/png',
  data,
});

/** PUT /api/gifts/settings as the back-office sends new images: multipart/form-data. */
function putGiftForm(parts: MultipartPart[], token: string = adminToken) {
  return sendMultipart(t, 'PUT', '/api/gifts/settings', parts, token);
}

const textParts = (values: Record<string, string>): MultipartPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

async function settingRows() {
  return t.database.db.select().from(appSettings).orderBy(appSettings.key);
}

async function stored(key: string): Promise<unknown> {
  const row = (await settingRows()).find((r) => r.key === key);
  return row ? (row.value as { v: unknown }).v : undefined;
}

async function external() {
  return (await call('GET', '/external_api/config')).json();
}

const GIFT_FORM = {
  gift_price: '59,90',
  gift_expiration: '2026-12-31',
  gift_label: ' Bilet w prezencie ',
  gift_label_en: 'A ticket as a gift',
  gift_description: 'Podaruj bliskim spektakl.',
  gift_description_en: 'Give a performance.',
};

const GROUP_FORM = {
  event_available: true,
  video_available: true,
  one_free: true,
  min_units: 5,
  max_units: 30,
  discount: 15,
};

describe('GET /api/gifts/settings and /api/groupTickets/settings', () => {
  it('answers everyone the giftConfig and groupTicketConfig of GET /external_api/config', async () => {
    const { token } = await userWithSession(t);
    const config = await external();
    for (const caller of [undefined, token, adminToken]) {
      const gifts = await call('GET', '/api/gifts/settings', caller);
      expect(gifts.statusCode).toBe(200);
      expect(gifts.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gifts.json()).toEqual(config.giftConfig);
      const groups = await call('GET', '/api/groupTickets/settings', caller);
      expect(groups.statusCode).toBe(200);
      expect(groups.json()).toEqual(config.groupTicketConfig);
    }
    expect(Object.keys((await call('GET', '/api/groupTickets/settings')).json()).sort()).toEqual([
      'discount',
      'event_available',
      'max_units',
      'min_units',
      'one_free',
      'video_available',
    ]);
  });
});

describe('PUT /api/gifts/settings', () => {
  it('writes the form with an audit row; visitors see it at once in both answers', async () => {
    // Warm both cached answers first: the write must drop them.
    await call('GET', '/api/gifts/settings');
    await external();
    const audits = await auditCount(t, 'gift_settings.update');

    const response = await call('PUT', '/api/gifts/settings', adminToken, GIFT_FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      gift_price: 59.9,
      gift_expiration: '2026-12-31',
      gift_label: 'Bilet w prezencie',
      gift_label_en: 'A ticket as a gift',
      gift_description: 'Podaruj bliskim spektakl.',
      gift_description_en: 'Give a performance.',
    });
    expect(await stored('gift_price')).toBe(5990);
    expect(await stored('gift_label')).toBe('Bilet w prezencie');
    expect(await auditCount(t, 'gift_settings.update')).toBe(audits + 1);

    expect((await external()).giftConfig).toEqual(response.json());
    expect((await call('GET', '/api/gifts/settings')).json()).toEqual(response.json());
  });

  it('saves a toggle alone and leaves every other setting as it was', async () => {
    const before = (await call('GET', '/api/gifts/settings')).json();
    const response = await call('PUT', '/api/gifts/settings', adminToken, { any_gift_available: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, any_gift_available: true });
    const [audit] = (await t.database.db.select().from(auditLog))
      .filter((row) => row.action === 'gift_settings.update')
      .slice(-1);
    expect(audit).toMatchObject({
      entity: 'gift_settings',
      kind: 'money',
      changes: { before: { any_gift_available: false }, after: { any_gift_available: true } },
    });
    expect((await external()).giftConfig.any_gift_available).toBe(true);

    // Nothing changed, nothing written.
    const audits = await auditCount(t);
    expect(
      (await call('PUT', '/api/gifts/settings', adminToken, { any_gift_available: true })).statusCode,
    ).toBe(200);
    expect(await auditCount(t)).toBe(audits);
  });

  it('a cleared expiration means no end', async () => {
    const response = await call('PUT', '/api/gifts/settings', adminToken, { gift_expiration: '' });
    expect(response.json().gift_expiration).toBeNull();
    expect(await stored('gift_expiration')).toBeNull();
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a zero price', { gift_price: '0' }, { gift_price: 'form.validate.gift_price' }],
    ['an empty price', { gift_price: '' }, { gift_price: 'form.validate.required' }],
    ['three decimals', { gift_price: 12.345 }, { gift_price: 'form.validate.gift_price' }],
    ['an empty label', { gift_label: '  ' }, { gift_label: 'form.validate.gift_label' }],
    ['a label of 101', { gift_label: 'a'.repeat(101) }, { gift_label: 'form.validate.max_100' }],
    [
      'an English label of 101',
      { gift_label_en: 'a'.repeat(101) },
      { gift_label_en: 'form.validate.max_100' },
    ],
    [
      'an empty description',
      { gift_description: '' },
      { gift_description: 'form.validate.gift_description' },
    ],
    [
      'a description of 301',
      { gift_description: 'a'.repeat(301), gift_description_en: 'b'.repeat(301) },
      { gift_description: 'form.validate.max_300', gift_description_en: 'form.validate.max_300' },
    ],
    ['a date that is not one', { gift_expiration: '2026-02-30' }, { gift_expiration: 'form.validate.date' }],
    ['a toggle that is not a boolean', { gift_available: 'tak' }, { gift_available: 'form.validate.wrong' }],
    ['another setting', { maintenance: true }, { maintenance: 'form.validate.not_allowed' }],
    [
      'another image',
      { free_ad_image_mobile_data: 'data:image/png;base64,AA==' },
      {
        free_ad_image_mobile_data: 'form.validate.not_allowed',
      },
    ],
    // Images travel as files; a data URL among the fields is refused, whatever it holds.
    [
      'an image as a data URL',
      { gift_image_desktop_data: 'data:image/png;base64,iVBORw0KGgo=' },
      { gift_image_desktop_data: 'form.validate.not_allowed' },
    ],
  ])('refuses %s with 422 on the field, and writes nothing', async (_name, body, formError) => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const folders = data.folders();
    const response = await call('PUT', '/api/gifts/settings', adminToken, { ...GIFT_FORM, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422, formError });
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
    expect(data.folders()).toEqual(folders);
  });

  it('refuses a JSON body over 1 MB with 413, writing nothing', async () => {
    const rows = await settingRows();
    const response = await call('PUT', '/api/gifts/settings', adminToken, {
      gift_image_desktop_data: `data:image/png;base64,${'A'.repeat(1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(await settingRows()).toEqual(rows);
  });
});

describe('PUT /api/gifts/settings with images (multipart)', () => {
  it('refuses a bad field or image with 422 on it and stores nothing, not even the valid images', async () => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const folders = data.folders();
    const valid = pngFile('gift_image_desktop_data', await makeImage('png', 80, 60));
    const cases: Array<[MultipartPart[], Record<string, string>]> = [
      [
        [pngFile('gift_image_mobile_data', await makeImage('png', 1001, 100))],
        { gift_image_mobile_data: IMAGE_V.dimensions },
      ],
      [
        [
          pngFile(
            'gift_image_mobile_data',
            Buffer.concat([await makeImage('png'), Buffer.alloc(1200 * 1024)]),
          ),
        ],
        { gift_image_mobile_data: IMAGE_V.tooLarge },
      ],
      [
        [pngFile('gift_image_tablet_data', Buffer.from('%PDF-1.7 to nie obraz'))],
        { gift_image_tablet_data: IMAGE_V.type },
      ],
      [[pngFile('gift_image_tablet_data', await makeImage('gif'))], { gift_image_tablet_data: IMAGE_V.type }],
      [
        [pngFile('free_ad_image_mobile_data', await makeImage('png'))],
        { free_ad_image_mobile_data: 'form.validate.not_allowed' },
      ],
      [[{ name: 'gift_price', value: '0' }], { gift_price: 'form.validate.gift_price' }],
      [[{ name: 'gift_available', value: 'tak' }], { gift_available: 'form.validate.wrong' }],
      [[{ name: 'maintenance', value: 'true' }], { maintenance: 'form.validate.not_allowed' }],
    ];
    for (const [parts, formError] of cases) {
      const response = await putGiftForm([...textParts({ gift_label: 'Nie zapisze się' }), valid, ...parts]);
      expect(response.statusCode, JSON.stringify(formError)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
    expect(data.folders()).toEqual(folders);
  });

  it('stops reading an image at its limit: an endless file is refused with 422 on its field', async () => {
    const folders = data.folders();
    const { response } = await putEndlessImage(
      t,
      '/api/gifts/settings',
      'gift_image_mobile_data',
      adminToken,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ gift_image_mobile_data: IMAGE_V.tooLarge });
    expect(data.folders()).toEqual(folders);
  });
});

describe('gift images', () => {
  it('stores the three device images with the form, and removes each by device or by key', async () => {
    const updates = await auditCount(t, 'gift_settings.update');
    const response = await putGiftForm([
      ...textParts({ ...GIFT_FORM, gift_price: '64,50', gift_available: 'true', gift_expiration: '' }),
      pngFile('gift_image_mobile_data', await makeImage('png', 1000, 400)),
      pngFile('gift_image_tablet_data', await makeImage('png', 300, 200)),
      pngFile('gift_image_desktop_data', await makeImage('png', 120, 80)),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      gift_price: 64.5,
      gift_available: true,
      gift_expiration: null,
      gift_label: 'Bilet w prezencie',
    });
    expect(await stored('gift_price')).toBe(6450);
    expect(await stored('gift_available')).toBe(true);
    expect(await auditCount(t, 'gift_settings.update')).toBe(updates + 1);
    expect(body.gift_image_mobile).toMatch(/^\/media\/images\/[A-Za-z0-9_-]{16}\/original-1000x400\.png$/);
    expect(body.images.gift_image_tablet).toMatchObject({
      url: body.gift_image_tablet,
      width: 300,
      height: 200,
    });
    expect((await external()).giftConfig.gift_image_desktop).toBe(body.gift_image_desktop);
    expect(data.folders()).toHaveLength(3);

    const audits = await auditCount(t, 'settings.image_delete');
    const mobile = await call('DELETE', '/api/gifts/settings/image/mobile', adminToken);
    expect(mobile.statusCode).toBe(200);
    expect(mobile.json().gift_image_mobile).toBeNull();
    expect(mobile.json().images).not.toHaveProperty('gift_image_mobile');
    expect(mobile.json().gift_image_tablet).toBe(body.gift_image_tablet);
    const desktop = await call('DELETE', '/api/gifts/settings/image/gift_image_desktop', adminToken);
    expect(desktop.json().gift_image_desktop).toBeNull();
    expect(await auditCount(t, 'settings.image_delete')).toBe(audits + 2);
    expect(data.folders()).toHaveLength(1);
    expect((await external()).giftConfig.gift_image_mobile).toBeNull();
    expect(await stored('gift_image_desktop')).toBeNull();

    // Removing what is not there changes nothing.
    expect((await call('DELETE', '/api/gifts/settings/image/mobile', adminToken)).statusCode).toBe(200);
    expect(await auditCount(t, 'settings.image_delete')).toBe(audits + 2);
  });

  it('answers 404 for a name that is not a gift image, and touches no other image', async () => {
    const ad = await sendMultipart(
      t,
      'PUT',
      '/api/appconfig',
      [pngFile('free_ad_image_mobile_data', await makeImage('png', 200, 100))],
      adminToken,
    );
    expect(ad.statusCode).toBe(200);
    const rows = await settingRows();
    for (const name of ['free_ad_image_mobile', 'noauth_bg_image', 'phone', 'MOBILE', 'gift_price']) {
      const response = await call('DELETE', `/api/gifts/settings/image/${name}`, adminToken);
      expect(response.statusCode, name).toBe(404);
    }
    expect(await settingRows()).toEqual(rows);
  });
});

describe('PUT /api/groupTickets/settings', () => {
  it('writes all six with an audit row; visitors see them at once', async () => {
    await call('GET', '/api/groupTickets/settings');
    await external();
    const audits = await auditCount(t, 'group_ticket_settings.update');
    const response = await call('PUT', '/api/groupTickets/settings', adminToken, {
      ...GROUP_FORM,
      min_units: '5',
      discount: '15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(GROUP_FORM);
    expect(await stored('group_min_units')).toBe(5);
    expect(await stored('group_discount')).toBe(15);
    expect(await stored('group_one_free')).toBe(true);
    expect(await auditCount(t, 'group_ticket_settings.update')).toBe(audits + 1);
    expect((await external()).groupTicketConfig).toEqual(GROUP_FORM);
    expect((await call('GET', '/api/groupTickets/settings')).json()).toEqual(GROUP_FORM);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no min', { min_units: '' }, { min_units: 'form.validate.group_min_units' }],
    ['no max', { max_units: null }, { max_units: 'form.validate.group_max_units' }],
    ['a min that is not a number', { min_units: 'pięć' }, { min_units: 'form.validate.group_units' }],
    ['a max that is not a number', { max_units: '3.5' }, { max_units: 'form.validate.group_units' }],
    ['max below min', { min_units: 10, max_units: 9 }, { max_units: 'form.validate.group_units' }],
    ['a group of one', { min_units: 1 }, { min_units: 'form.validate.group_units' }],
    ['100 %', { discount: 100 }, { discount: 'form.validate.group_discount' }],
    ['a negative discount', { discount: -5 }, { discount: 'form.validate.group_discount' }],
    ['no discount', { discount: '' }, { discount: 'form.validate.group_discount' }],
    ['a toggle left out', { one_free: undefined }, { one_free: 'form.validate.wrong' }],
    ['another setting', { maintenance: true }, { maintenance: 'form.validate.not_allowed' }],
  ])('refuses %s with 422 on the field, and writes nothing', async (_name, body, formError) => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const response = await call('PUT', '/api/groupTickets/settings', adminToken, { ...GROUP_FORM, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422, formError });
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers the spec’s texts in the language asked for', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/groupTickets/settings',
      headers: { 'x-auth-token': adminToken, 'accept-language': 'en' },
      payload: { ...GROUP_FORM, max_units: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Please correct the marked fields.',
      formError: { max_units: 'form.validate.group_max_units' },
    });
  });
});

describe('who may not change the settings', () => {
  it('answers 401 to a visitor and 403 to standard and premium users on every admin route, writing nothing', async () => {
    await putGiftForm([pngFile('gift_image_tablet_data', await makeImage('png', 60, 40))]);
    const standard = (await demoSession(t, 'standard')).token;
    const premium = (await demoSession(t, 'premium')).token;
    const rows = await settingRows();
    const audits = await auditCount(t);
    const routes: Array<['PUT' | 'DELETE', string, unknown?]> = [
      ['PUT', '/api/gifts/settings', { gift_available: true, gift_price: 1 }],
      ['PUT', '/api/gifts/settings', { gift_label: '' }],
      ['DELETE', '/api/gifts/settings/image/tablet'],
      ['DELETE', '/api/gifts/settings/image/nothing'],
      ['PUT', '/api/groupTickets/settings', { ...GROUP_FORM, discount: 50 }],
      ['PUT', '/api/groupTickets/settings', { min_units: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'not-a-session', payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, standard, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, premium, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses a visitor and a standard user before a byte of the gift settings body is read', async () => {
    const standard = (await demoSession(t, 'standard')).token;
    const file = multipartFileHead('gift_image_desktop_data', 'a.png', 'image/png', await makeImage('png'));
    const bodies = [
      { head: Buffer.from('{"gift_label": "'), headers: { 'content-type': 'application/json' } },
      { head: file.head, headers: file.headers },
    ];
    for (const [caller, status] of [
      [undefined, 401],
      [standard, 403],
    ] as const) {
      for (const { head, headers } of bodies) {
        // The body never ends: only an answer that does not wait for it can arrive.
        const body = endlessBody(head);
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/gifts/settings',
          payload: body.stream,
          headers: { ...headers, ...(caller ? { 'x-auth-token': caller } : {}) },
        });
        body.stream.destroy();
        expect(response.statusCode, `${caller} ${headers['content-type']}`).toBe(status);
      }
    }
  });
});

describe('the API documentation', () => {
  it('describes the settings routes with their bodies', async () => {
    const response = await call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/gifts/settings',
        '/api/gifts/settings/image/{name}',
        '/api/groupTickets/settings',
      ]),
    );
    expect(
      Object.keys(
        paths['/api/groupTickets/settings'].put.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(expect.arrayContaining(['min_units', 'max_units', 'discount', 'one_free']));
    const gifts = paths['/api/gifts/settings'].put;
    expect(Object.keys(gifts.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(gifts.requestBody.content['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['gift_price', 'gift_available']),
    );
    expect(gifts.summary).toContain('gift_image_{mobile|tablet|desktop}_data (JPEG/PNG ≤ 1200/2200/3200 KB)');
  });
});
