import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/modules/users/users.repository';
import { auth, createTestApp, type TestApp } from '../helpers';
import {
  auditCount,
  bannedUserWithSession,
  createUser,
  demoSession,
  userWithSession,
} from './session-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string) {
  return t.app.inject({ method, url, headers: token ? auth(token) : {} });
}

describe('terms acceptance', () => {
  it('a new terms version makes everyone accept again; accepting records version and time', async () => {
    const { user, token } = await userWithSession(t);
    const admin = await demoSession(t, 'admin');
    expect((await call('GET', `/api/users/${user.id}/accept-tos`, token)).json()).toEqual({
      accept_tos: true,
    });

    const rejected = await call('POST', '/api/users/reject-tos', admin.token);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ tos_version: 2 });
    expect(await auditCount(t, 'terms.reaccept')).toBe(1);
    const config = await call('GET', '/api/appconfig/', admin.token);
    expect(config.json().tos_version).toBe(2);

    expect((await call('GET', `/api/users/${user.id}/accept-tos`, token)).json()).toEqual({
      accept_tos: false,
    });
    t.clock.advance(60_000);
    const accepted = await call('POST', `/api/users/${user.id}/accept-tos`, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ accept_tos: true });
    expect(await findUserById(t.database.db, user.id)).toMatchObject({
      tosVersion: 2,
      tosAcceptedAt: t.clock.now(),
    });
    expect((await call('GET', `/api/users/${user.id}/accept-tos`, token)).json()).toEqual({
      accept_tos: true,
    });
  });

  it("lets an administrator read, but not accept, someone else's acceptance", async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t, { tosVersion: null, tosAcceptedAt: null });
    const read = await call('GET', `/api/users/${user.id}/accept-tos`, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ accept_tos: false });
    const accept = await call('POST', `/api/users/${user.id}/accept-tos`, admin.token);
    expect(accept.statusCode).toBe(404);
    expect((await findUserById(t.database.db, user.id))?.tosVersion).toBeNull();
  });

  describe('who may not', () => {
    it('anonymous: 401 on every terms call', async () => {
      const user = await createUser(t);
      for (const [method, url] of [
        ['GET', `/api/users/${user.id}/accept-tos`],
        ['POST', `/api/users/${user.id}/accept-tos`],
        ['POST', '/api/users/reject-tos'],
      ] as const) {
        const response = await call(method, url);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('SESSION_EXPIRED');
      }
    });

    it("another user: 404 on someone else's acceptance", async () => {
      const victim = await createUser(t, { tosVersion: null });
      const { token } = await userWithSession(t);
      expect((await call('GET', `/api/users/${victim.id}/accept-tos`, token)).statusCode).toBe(404);
      expect((await call('POST', `/api/users/${victim.id}/accept-tos`, token)).statusCode).toBe(404);
      expect((await findUserById(t.database.db, victim.id))?.tosVersion).toBeNull();
    });

    it('a non-admin: 403 NOT_ADMIN on reject-tos, and the version stays', async () => {
      const before = await auditCount(t);
      const premium = await demoSession(t, 'premium');
      const response = await call('POST', '/api/users/reject-tos', premium.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_ADMIN');
      expect(await auditCount(t)).toBe(before);
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { user, token } = await bannedUserWithSession(t);
      for (const [method, url] of [
        ['GET', `/api/users/${user.id}/accept-tos`],
        ['POST', `/api/users/${user.id}/accept-tos`],
        ['POST', '/api/users/reject-tos'],
      ] as const) {
        const response = await call(method, url, token);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('USER_BLOCKED');
      }
    });
  });
});
