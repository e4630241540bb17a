import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, bans } from '../../src/db/schema';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { auth, createTestApp, mailsTo, type TestApp } from '../helpers';
import {
  auditCount,
  bannedUserWithSession,
  createSession,
  createUser,
  demoSession,
  sessionsOf,
  userWithSession,
} from '../users/session-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof demoSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoSession(t, 'admin');
});
afterAll(() => t.close());

function createBan(payload: Record<string, unknown>, token: string | undefined = admin.token) {
  return t.app.inject({ method: 'POST', url: '/api/bans', payload, headers: token ? auth(token) : {} });
}

function listBans(token: string | undefined = admin.token) {
  return t.app.inject({ method: 'GET', url: '/api/bans', headers: token ? auth(token) : {} });
}

function deleteBan(id: number | string, token: string | undefined = admin.token) {
  return t.app.inject({ method: 'DELETE', url: `/api/bans/${id}`, headers: token ? auth(token) : {} });
}

function whoAmI(userId: number, token: string) {
  return t.app.inject({ method: 'GET', url: `/api/mailing/${userId}`, headers: auth(token) });
}

async function banCount() {
  const [row] = await t.database.db.select({ n: count() }).from(bans);
  return row?.n ?? 0;
}

describe('POST /api/bans', () => {
  it('blocks until a Warsaw wall-clock time (across the DST change): sessions end with USER_BLOCKED', async () => {
    const { user, token } = await userWithSession(t, { countryCode: 'CZ' });
    const response = await createBan({
      user_id: user.id,
      reason: 'Udostępnianie linków',
      expiration_date: '2026-03-29 12:00',
      forever: false,
      send_email: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user_id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      country_code: 'CZ',
      reason: 'Udostępnianie linków',
      // 12:00 CEST (the clocks moved forward that morning) is 10:00 UTC.
      expiration_date: '2026-03-29T10:00:00.000Z',
      forever: false,
    });
    const [row] = await t.database.db.select().from(bans).where(eq(bans.userId, user.id));
    expect(row).toMatchObject({ createdBy: admin.user.id, forever: 0, createdAt: t.clock.now() });

    expect((await sessionsOf(t, user.id)).map((s) => s.revokedReason)).toEqual(['blocked']);
    const blocked = await whoAmI(user.id, token);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe('USER_BLOCKED');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, action: 'ban.create', entity: 'ban' });

    // A new session is still refused while the ban lasts, and works once it is over.
    expect((await whoAmI(user.id, await createSession(t, user.id))).json().code).toBe('USER_BLOCKED');
    t.clock.set('2026-03-29T10:00:01Z');
    expect((await whoAmI(user.id, await createSession(t, user.id))).statusCode).toBe(200);
    t.clock.set('2026-03-15T10:00:00Z');
  });

  it("ends every session of the user at once, and no other user's", async () => {
    const { user, token: laptop } = await userWithSession(t);
    const phone = await createSession(t, user.id);
    const { user: bystander, token: theirs } = await userWithSession(t);
    expect((await whoAmI(user.id, phone)).statusCode).toBe(200);
    expect((await createBan({ user_id: user.id, forever: true })).statusCode).toBe(201);
    for (const token of [laptop, phone]) {
      const response = await whoAmI(user.id, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
    }
    expect((await sessionsOf(t, user.id)).map((s) => s.revokedReason)).toEqual(['blocked', 'blocked']);
    expect((await whoAmI(bystander.id, theirs)).statusCode).toBe(200);
  });

  it('blocks forever without a date, with the default reason, and mails the user in their language', async () => {
    const user = await createUser(t, { language: 'en' });
    const response = await createBan({
      user_id: user.id,
      reason: '',
      expiration_date: null,
      forever: true,
      send_email: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ reason: 'nie określono', expiration_date: null, forever: true });
    const [mail] = await mailsTo(t.app, user.email);
    expect(mail?.subject).toBe('Your account has been blocked');
    expect(mail?.text).toContain('blocked permanently');
    expect(mail?.text).toContain('Reason: not specified');
    expect(mail?.text).toContain('http://localhost:3000/kontakt');
  });

  it('mails a Polish user the end of the ban in Warsaw time', async () => {
    const user = await createUser(t);
    await createBan({
      user_id: user.id,
      reason: 'Spam',
      expiration_date: '2026-10-25 02:30',
      send_email: true,
    });
    const [mail] = await mailsTo(t.app, user.email);
    expect(mail?.subject).toBe('Twoje konto zostało zablokowane');
    expect(mail?.text).toContain('zablokowane do 25.10.2026, 2:30');
    expect(mail?.text).toContain('Powód: Spam');
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const { user, token } = await userWithSession(t);
    const before = { bans: await banCount(), audits: await auditCount(t) };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ user_id: user.id, expiration_date: '2026-02-30 10:00' }, { expiration_date: 'form.validate.date' }],
      [{ user_id: user.id, expiration_date: '30.04.2026 10:00' }, { expiration_date: 'form.validate.date' }],
      [{ user_id: user.id, expiration_date: null }, { expiration_date: 'form.validate.date' }],
      [{ user_id: user.id }, { expiration_date: 'form.validate.date' }],
      [
        { user_id: user.id, expiration_date: '2026-03-15 10:59' },
        { expiration_date: 'form.validate.future_date' },
      ],
      [{ user_id: 999999, forever: true }, { user_id: 'form.validate.user_not_found' }],
      [{ user_id: admin.user.id, forever: true }, { user_id: 'form.validate.ban_self' }],
      [{ forever: true }, { user_id: 'form.validate.required' }],
      [{ user_id: 'abc', forever: true }, { user_id: 'form.validate.required' }],
      [{ user_id: user.id, forever: 'yes' }, { forever: 'form.validate.wrong' }],
      [{ user_id: user.id, forever: true, reason: 'x'.repeat(501) }, { reason: 'form.validate.too_long' }],
    ];
    for (const [payload, formError] of cases) {
      const response = await createBan(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await banCount()).toBe(before.bans);
    expect(await auditCount(t)).toBe(before.audits);
    expect((await sessionsOf(t, user.id))[0]?.revokedAt).toBeNull();
    expect((await whoAmI(user.id, token)).statusCode).toBe(200);
  });
});

describe('GET /api/bans and DELETE /api/bans/{id}', () => {
  it('lists bans with the user, newest first; lifting one lets the user sign in again', async () => {
    const user = await createUser(t, { firstname: 'Łucja', lastname: 'Żak' });
    t.clock.advance(60_000);
    const created = (await createBan({ user_id: user.id, reason: 'Test', forever: true })).json();
    const list = await listBans();
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toEqual({
      id: created.id,
      user_id: user.id,
      firstname: 'Łucja',
      lastname: 'Żak',
      email: user.email,
      country_code: 'PL',
      reason: 'Test',
      expiration_date: null,
      forever: true,
      created_at: t.clock.now().toISOString(),
      origin: 'admin',
      details: null,
      created_by: { id: admin.user.id, firstname: admin.user.firstname, lastname: admin.user.lastname },
    });

    const deleted = await deleteBan(created.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await auditCount(t, 'ban.delete')).toBe(1);
    expect((await listBans()).json().map((ban: { id: number }) => ban.id)).not.toContain(created.id);
    expect((await whoAmI(user.id, await createSession(t, user.id))).statusCode).toBe(200);

    expect((await deleteBan(created.id)).statusCode).toBe(404);
    expect((await deleteBan('abc')).statusCode).toBe(404);
  });
});

describe('a ban the platform made', () => {
  it('has no creator', async () => {
    const user = await createUser(t);
    const row = await insertBan(t.database.db, {
      userId: user.id,
      reason: 'Zbyt wiele sieci',
      expirationDate: null,
      forever: true,
      createdAt: t.clock.now(),
      createdBy: null,
    });
    const listed = (await listBans()).json().find((ban: { id: number }) => ban.id === row.id);
    expect(listed).toMatchObject({ user_id: user.id, reason: 'Zbyt wiele sieci', created_by: null });
  });
});

describe('who may not', () => {
  async function routes() {
    const user = await createUser(t);
    const banId = (await createBan({ user_id: user.id, forever: true })).json().id as number;
    return [
      (token: string) => listBans(token),
      (token: string) => createBan({ user_id: user.id, forever: true }, token),
      (token: string) => deleteBan(banId, token),
    ];
  }

  it('anonymous: 401', async () => {
    const calls = await routes();
    const before = await banCount();
    for (const call of calls) {
      const response = await call('');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SESSION_EXPIRED');
    }
    expect(await banCount()).toBe(before);
  });

  it('a non-admin: 403 NOT_ADMIN', async () => {
    const calls = await routes();
    const { token } = await demoSession(t, 'premium');
    const before = await banCount();
    for (const call of calls) {
      const response = await call(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_ADMIN');
    }
    expect(await banCount()).toBe(before);
  });

  it('a banned user: 401 USER_BLOCKED', async () => {
    const calls = await routes();
    const { token } = await bannedUserWithSession(t);
    const before = await banCount();
    for (const call of calls) {
      const response = await call(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
    }
    expect(await banCount()).toBe(before);
  });
});
