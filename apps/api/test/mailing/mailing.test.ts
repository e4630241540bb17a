import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/modules/users/users.repository';
import { auth, createTestApp, type TestApp } from '../helpers';
import {
  auditCount,
  bannedUserWithSession,
  createUser,
  demoSession,
  userWithSession,
} from '../users/session-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', userId: number, token?: string) {
  return t.app.inject({ method, url: `/api/mailing/${userId}`, headers: token ? auth(token) : {} });
}

function unsubscribe(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/mailing/unsubscribe${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  });
}

describe('/api/mailing/{userId}', () => {
  it('subscribes with the consent time and an unsubscribe token; unsubscribing keeps the token', async () => {
    const { user, token } = await userWithSession(t);
    expect((await call('GET', user.id, token)).json()).toEqual({ mailing: false });

    const subscribed = await call('POST', user.id, token);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ mailing: true });
    const row = await findUserById(t.database.db, user.id);
    expect(row).toMatchObject({ mailing: true, mailingConsentAt: t.clock.now() });
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', user.id, token)).json()).toEqual({ mailing: true });

    t.clock.advance(60_000);
    expect((await call('POST', user.id, token)).statusCode).toBe(200);
    expect(await findUserById(t.database.db, user.id)).toMatchObject({
      mailingConsentAt: row?.mailingConsentAt,
      unsubscribeToken: row?.unsubscribeToken,
    });

    const unsubscribed = await call('DELETE', user.id, token);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ mailing: false });
    expect(await findUserById(t.database.db, user.id)).toMatchObject({
      mailing: false,
      mailingConsentAt: null,
      unsubscribeToken: row?.unsubscribeToken,
    });

    expect((await call('POST', user.id, token)).statusCode).toBe(200);
    expect((await findUserById(t.database.db, user.id))?.unsubscribeToken).toBe(row?.unsubscribeToken);
    expect(await auditCount(t, 'mailing.subscribe')).toBe(0);
  });

  it('refuses anyone under 16, and an account without a birthday, and writes nothing', async () => {
    for (const birthday of ['2010-03-16', '1900-01-01', null]) {
      const { user, token } = await userWithSession(t, { birthday });
      const response = await call('POST', user.id, token);
      expect(response.statusCode).toBe(422);
      expect(response.json().formError).toEqual({ mailing: 'form.validate.mailing_age' });
      expect(await findUserById(t.database.db, user.id)).toEqual(user);
    }
    const sixteenToday = await userWithSession(t, { birthday: '2010-03-15' });
    expect((await call('POST', sixteenToday.user.id, sixteenToday.token)).statusCode).toBe(200);
  });

  it("lets an administrator change someone else's subscription, with an audit row", async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    expect((await call('POST', user.id, admin.token)).json()).toEqual({ mailing: true });
    expect((await call('GET', user.id, admin.token)).json()).toEqual({ mailing: true });
    expect((await call('DELETE', user.id, admin.token)).json()).toEqual({ mailing: false });
    expect(await auditCount(t, 'mailing.subscribe')).toBe(1);
    expect(await auditCount(t, 'mailing.unsubscribe')).toBe(1);
  });

  describe('who may not', () => {
    it('anonymous: 401', async () => {
      const user = await createUser(t);
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await call(method, user.id);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('SESSION_EXPIRED');
      }
    });

    it("another user: 404 on someone else's id", async () => {
      const victim = await createUser(t);
      const { token } = await userWithSession(t);
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await call(method, victim.id, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await findUserById(t.database.db, victim.id)).toEqual(victim);
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { user, token } = await bannedUserWithSession(t);
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await call(method, user.id, token);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('USER_BLOCKED');
      }
    });
  });
});

describe('GET /api/mailing/unsubscribe?token=', () => {
  it('unsubscribes without signing in', async () => {
    const { user, token } = await userWithSession(t);
    await call('POST', user.id, token);
    const unsubscribeToken = (await findUserById(t.database.db, user.id))?.unsubscribeToken;
    const response = await unsubscribe(unsubscribeToken!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mailing: false });
    expect(await findUserById(t.database.db, user.id)).toMatchObject({
      mailing: false,
      mailingConsentAt: null,
    });
    expect((await unsubscribe(unsubscribeToken!)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown token and 422 to a missing one', async () => {
    const unknown = await unsubscribe('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const missing = await unsubscribe();
    expect(missing.statusCode).toBe(422);
    expect(missing.json().formError).toEqual({ token: 'form.validate.required' });
  });
});
