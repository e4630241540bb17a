import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUDIT_SECRET } from '@scena/shared/audit/changes';
import type { TAuditEntry } from '@scena/shared/audit/audit-log';
import { auditLog, codes } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { call, insertOrder } from '../commerce/support';
import { createUser, demoSession } from '../users/session-fixtures';

/**
 * Representative staff changes of each audited kind, through their routes: each writes one audit row saying who
 * changed which fields from what to what, which the audit log then shows.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof demoSession>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoSession(t, 'admin');
});
afterAll(() => t.close());

/** The newest audit row of an action, as GET /api/audit answers it. */
async function latest(action: string): Promise<TAuditEntry> {
  const response = await call(t, 'GET', '/api/audit?page_size=100', admin.token);
  expect(response.statusCode).toBe(200);
  const entry = (response.json().rows as TAuditEntry[]).find((row) => row.action === action);
  if (!entry) throw new Error(`no ${action} row`);
  return entry;
}

async function rowsOf(action: string) {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action));
  return row!.n;
}

const CODE_FORM = {
  code: 'JESIEN',
  desc: 'Jesienna promocja',
  discount: '20%',
  product_id: 'any',
  limit: 5,
  expiration_date: '2026-10-31 23:59',
};

describe('staff changes in the audit log', () => {
  it('an order edit: the changed fields of the order, linked to its page', async () => {
    const buyer = await createUser(t);
    const order = await insertOrder(t, {
      userId: buyer.id,
      kind: 'gift',
      status: 'COMPLETED',
      createdAt: t.clock.now(),
    });
    const edited = await call(t, 'PUT', `/api/payments/${order.extOrderId}`, admin.token, {
      status: 'COMPLETED',
      country: 'CZ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await latest('order.edit')).toMatchObject({
      who: { id: admin.user.id, email: admin.user.email },
      kind: 'money',
      entity: 'order',
      entity_id: String(order.id),
      link: `/status-zamowienia/prezent/${order.extOrderId}`,
      before: { country: 'PL' },
      after: { country: 'CZ' },
    });
  });

  it('a code edit: only the fields that changed, dates as instants', async () => {
    const [created] = (await call(t, 'POST', '/api/codes', admin.token, CODE_FORM)).json();
    const edited = await call(t, 'PUT', `/api/codes/${created.id}`, admin.token, {
      ...CODE_FORM,
      limit: 8,
      expiration_date: '2026-11-30 23:59',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await latest('code.update')).toMatchObject({
      kind: 'codes',
      entity_id: String(created.id),
      link: '/teapp-admin?view=promotion_codes',
      // 23:59 in Warsaw is 21:59 UTC in summer time and 22:59 in winter time.
      before: { usageLimit: 5, expiresAt: '2026-10-31T22:59:00.000Z' },
      after: { usageLimit: 8, expiresAt: '2026-11-30T22:59:00.000Z' },
    });
    expect(Object.keys((await latest('code.update')).after!).sort()).toEqual(['expiresAt', 'usageLimit']);
  });

  it('a batch of one-time codes is one row, however many codes it makes', async () => {
    const before = await rowsOf('code.create');
    const batch = await call(t, 'POST', '/api/codes', admin.token, {
      ...CODE_FORM,
      code: 'PAKIET-',
      number: 40,
    });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(await rowsOf('code.create')).toBe(before + 1);
    const row = await latest('code.create');
    expect(row).toMatchObject({ entity_id: null, before: null, data: { ids: expect.any(Array) } });
    expect((row.after as { codes: string[] }).codes).toHaveLength(40);
    expect((row.data as { ids: number[] }).ids.sort()).toEqual(
      (batch.json() as Array<{ id: number }>).map((code) => code.id).sort(),
    );
  });

  it('a user’s role and password: the role before and after, the password only as changed', async () => {
    const user = await createUser(t);
    const response = await call(t, 'PUT', `/api/users/${user.id}`, admin.token, {
      firstname: user.firstname,
      lastname: user.lastname,
      birthday: user.birthday,
      country_code: user.countryCode,
      role_id: 3,
      password: 'Nowe-Haslo-2026',
      repeatpassword: 'Nowe-Haslo-2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await latest('user.update');
    expect(row).toMatchObject({ kind: 'users', entity_id: String(user.id), link: `/konto/${user.id}` });
    expect({ before: row.before, after: row.after }).toEqual({
      before: { roleId: 2, password: AUDIT_SECRET },
      after: { roleId: 3, password: AUDIT_SECRET },
    });
    const [stored] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(JSON.stringify(stored)).not.toContain('Nowe-Haslo-2026');
    expect(JSON.stringify(stored)).not.toContain('argon2');
  });

  it('a deleted account keeps only its role change, none of the data it erased', async () => {
    const user = await createUser(t, { firstname: 'Bożydar', street: 'ul. Tajna 7' });
    expect((await call(t, 'DELETE', `/api/users/${user.id}`, admin.token)).statusCode).toBe(200);
    const row = await latest('user.delete');
    expect(row).toMatchObject({ before: { roleId: 2 }, after: { roleId: 5 } });
    expect(JSON.stringify(row)).not.toMatch(/Bożydar|Tajna|@example\.com/);
  });

  it('a ban and its removal: what the ban was, on the user’s page', async () => {
    const user = await createUser(t);
    const created = await call(t, 'POST', '/api/bans', admin.token, {
      user_id: user.id,
      reason: 'Udostępnianie konta',
      expiration_date: '2026-03-29 12:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const expected = {
      user_id: user.id,
      reason: 'Udostępnianie konta',
      forever: false,
      // 12:00 CEST on the day the clocks moved forward is 10:00 UTC.
      expiration_date: '2026-03-29T10:00:00.000Z',
    };
    expect(await latest('ban.create')).toMatchObject({
      kind: 'bans',
      link: `/konto/${user.id}`,
      before: null,
      after: expected,
    });
    const removed = await call(t, 'DELETE', `/api/bans/${created.json().id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(await latest('ban.delete')).toMatchObject({
      link: `/konto/${user.id}`,
      before: expected,
      after: null,
    });
  });

  it('a settings change: the changed settings before and after', async () => {
    const response = await call(t, 'PUT', '/api/appconfig', admin.token, {
      maintenance: true,
      contact_email: 'kasa@scena.local',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await latest('settings.update')).toMatchObject({
      kind: 'settings',
      link: null,
      before: { maintenance: false, contact_email: 'widownia@scena.local' },
      after: { maintenance: true, contact_email: 'kasa@scena.local' },
    });
    // Maintenance closes visitors' writes (issue 19, item 21): the later tests act as visitors.
    const off = await call(t, 'PUT', '/api/appconfig', admin.token, { maintenance: false });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('gift and group-ticket prices count as money', async () => {
    expect((await call(t, 'PUT', '/api/gifts/settings', admin.token, { gift_price: 75.5 })).statusCode).toBe(
      200,
    );
    expect(await latest('gift_settings.update')).toMatchObject({
      kind: 'money',
      link: '/teapp-admin?view=gifts',
      after: { gift_price: 7550 },
    });
  });

  it('a code activated for a user and removed again by staff; the user’s own activation is not audited', async () => {
    const [created] = (
      await call(t, 'POST', '/api/codes', admin.token, { ...CODE_FORM, code: 'DLAWIDZA' })
    ).json();
    const user = await createUser(t);
    const activated = await call(t, 'POST', `/api/users/${user.id}/codes`, admin.token, { code: 'dlawidza' });
    expect(activated.statusCode, activated.body).toBe(201);
    expect(await latest('user.code_activate')).toMatchObject({
      kind: 'users',
      link: `/konto/${user.id}`,
      before: null,
      after: { code_id: created.id, code: 'DLAWIDZA' },
    });
    const removed = await call(t, 'DELETE', `/api/users/${user.id}/codes/${created.id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(await latest('user.code_remove')).toMatchObject({
      before: { code_id: created.id, code: 'DLAWIDZA' },
      after: null,
    });

    const visitor = await demoSession(t, 'standard');
    const activations = await rowsOf('user.code_activate');
    const own = await call(t, 'POST', `/api/users/${visitor.user.id}/codes`, visitor.token, {
      code: 'DLAWIDZA',
    });
    expect(own.statusCode).toBe(201);
    expect(await rowsOf('user.code_activate')).toBe(activations);
    const [code] = await t.database.db.select().from(codes).where(eq(codes.id, created.id));
    expect(code).toBeDefined();
  });

  it('making everyone accept the terms again is a users’ change of the terms version', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/reject-tos',
      headers: auth(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const version = response.json().tos_version as number;
    expect(await latest('terms.reaccept')).toMatchObject({
      kind: 'users',
      entity: 'terms',
      before: { tos_version: version - 1 },
      after: { tos_version: version },
    });
  });
});
