import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_KEYS } from '@scena/shared';
import { eq } from 'drizzle-orm';
import { appSettings, auditLog } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { auditCount, bannedUserWithSession, demoSession, userWithSession } from '../users/session-fixtures';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
});
afterAll(() => t.close());

function getConfig(token?: string) {
  return t.app.inject({ method: 'GET', url: '/api/appconfig/', headers: token ? auth(token) : {} });
}

function putConfig(payload: Record<string, unknown>, token: string | undefined = adminToken) {
  return t.app.inject({ method: 'PUT', url: '/api/appconfig', payload, headers: token ? auth(token) : {} });
}

async function settingRows() {
  return t.database.db.select().from(appSettings).orderBy(appSettings.key);
}

describe('GET /api/appconfig/', () => {
  it('answers visitors and users the public part only', async () => {
    const { token } = await userWithSession(t);
    for (const response of [await getConfig(), await getConfig(token), await getConfig('not-a-session')]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual([...PUBLIC_CONFIG_KEYS, 'images'].sort());
      expect(body).not.toHaveProperty('access_only_poland');
      expect(body).not.toHaveProperty('tos_version');
      expect(body).not.toHaveProperty('gift_price');
      expect(body.contact_email).toBe('widownia@scena.local');
    }
  });

  it('answers an administrator every setting', async () => {
    const response = await getConfig(adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      access_only_poland: false,
      tos_version: 1,
      max_diff_ip_views_per_user: 5,
      contact_email: 'widownia@scena.local',
    });
  });
});

describe('PUT /api/appconfig', () => {
  it('writes the changed fields with an audit row, and visitors see them at once', async () => {
    const warm = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(warm.json().config.festival_title).toBe('Festiwal Nowej Sceny');
    await getConfig();

    const response = await putConfig({ festival_title: 'Festiwal Lata', group_discount: 15 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      festival_title: 'Festiwal Lata',
      group_discount: 15,
      tos_version: 1,
      // Fields the PUT left out keep their values (they are not reset to the defaults).
      contact_email: 'widownia@scena.local',
      policy_page: '/polityka',
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audits.map((audit) => audit.changes)).toEqual([
      {
        before: { festival_title: expect.any(String), group_discount: expect.any(Number) },
        after: { festival_title: 'Festiwal Lata', group_discount: 15 },
      },
    ]);

    const external = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(external.json().config.festival_title).toBe('Festiwal Lata');
    expect(external.json().groupTicketConfig.discount).toBe(15);
    expect((await getConfig()).json().festival_title).toBe('Festiwal Lata');
  });

  it('keeps texts that look like JSON as texts (a numeric pixel id, a bar saying "123")', async () => {
    const response = await putConfig({
      ad_pixel_id: '1234567890',
      info_bar: '123',
      institution_page_title: 'true',
    });
    expect(response.statusCode).toBe(200);
    const external = (await t.app.inject({ method: 'GET', url: '/external_api/config' })).json().config;
    expect(external).toMatchObject({
      ad_pixel_id: '1234567890',
      info_bar: '123',
      institution_page_title: 'true',
    });
    expect((await getConfig(adminToken)).json()).toMatchObject({
      ad_pixel_id: '1234567890',
      info_bar: '123',
    });
  });

  it('renews info_bar_iat when the info bar changes, and only then', async () => {
    t.clock.advance(3600_000);
    const first = await putConfig({ info_bar: 'Przerwa w sobotę' });
    const firstAt = t.clock.now().toISOString();
    expect(first.json().info_bar_iat).toBe(firstAt);

    t.clock.advance(60_000);
    const same = await putConfig({ info_bar: 'Przerwa w sobotę', maintenance: false });
    expect(same.json().info_bar_iat).toBe(firstAt);

    t.clock.advance(60_000);
    const changed = await putConfig({ info_bar: 'Przerwa w niedzielę' });
    expect(changed.json().info_bar_iat).toBe(t.clock.now().toISOString());
    expect((await getConfig()).json()).toMatchObject({
      info_bar: 'Przerwa w niedzielę',
      info_bar_iat: t.clock.now().toISOString(),
    });
  });

  it('writes no audit row when nothing changes', async () => {
    const current = (await getConfig(adminToken)).json();
    const before = await auditCount(t);
    const response = await putConfig({
      festival_title: current.festival_title,
      maintenance: current.maintenance,
      tickets_expiration_time: current.tickets_expiration_time,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditCount(t)).toBe(before);
  });

  it('refuses unknown, server-owned and invalid fields with 422, and writes nothing', async () => {
    const rows = await settingRows();
    const audits = await auditCount(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ no_such_setting: true }, { no_such_setting: 'form.validate.not_allowed' }],
      [{ tos_version: 7 }, { tos_version: 'form.validate.not_allowed' }],
      [{ info_bar_iat: '2020-01-01' }, { info_bar_iat: 'form.validate.not_allowed' }],
      [{ tickets_expiration_time: 5 }, { tickets_expiration_time: 'form.validate.ticket_validity' }],
      [{ contact_email: 'nie-email' }, { contact_email: 'form.validate.contact_email' }],
      [{ policy_page: 'javascript:alert(1)' }, { policy_page: 'form.validate.page_link' }],
      [{ policy_page: '//evil.example' }, { policy_page: 'form.validate.page_link' }],
      [{ institution_page: '/\\evil.example' }, { institution_page: 'form.validate.page_link' }],
      [{ maintenance: 'yes' }, { maintenance: 'form.validate.wrong' }],
      // Against the stored group settings (2–20 by default): max below min, whichever half is sent.
      [{ group_max_units: 1 }, { group_max_units: 'form.validate.group_units' }],
      [{ group_min_units: 30 }, { group_min_units: 'form.validate.group_units' }],
      [{ group_min_units: 8, group_max_units: 6 }, { group_max_units: 'form.validate.group_units' }],
      // The group ticket form's own range, 2–500 whole people.
      [{ group_min_units: 1 }, { group_min_units: 'form.validate.group_units' }],
      [{ group_max_units: 501 }, { group_max_units: 'form.validate.group_units' }],
      [{ group_min_units: 2.5 }, { group_min_units: 'form.validate.group_units' }],
    ];
    for (const [payload, formError] of cases) {
      const response = await putConfig({ festival_title: 'Nie zapisze się', ...payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  describe('who may not', () => {
    it('anonymous: 401', async () => {
      const response = await putConfig({ maintenance: true }, '');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SESSION_EXPIRED');
    });

    it('a non-admin: 403 NOT_ADMIN', async () => {
      for (const role of ['standard', 'premium'] as const) {
        const { token } = await demoSession(t, role);
        const response = await putConfig({ maintenance: true }, token);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('NOT_ADMIN');
      }
      expect((await getConfig()).json().maintenance).toBe(false);
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { token } = await bannedUserWithSession(t);
      const response = await putConfig({ maintenance: true }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
    });
  });
});

describe('GET /external_api/config', () => {
  it('answers the public config with the gift and group-ticket settings as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['config', 'giftConfig', 'groupTicketConfig']);
    expect(body.config).not.toHaveProperty('tos_version');
    expect(body.giftConfig).toMatchObject({ gift_price: 50 });
    expect(body.groupTicketConfig).toMatchObject({ min_units: 2, max_units: 20 });
  });
});
