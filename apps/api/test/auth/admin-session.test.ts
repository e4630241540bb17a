import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@scena/shared';
import { auth, createTestApp, linkFromMail, signIn, type TestApp } from '../helpers';
import { createSession, createUser, demoSession, FIXTURE_PASSWORD } from '../users/session-fixtures';

/**
 * Issue 18, hole 1: a session acts as administrator only if it passed the e-mailed link, and any role change
 * ends the target's sessions. On f45969d a user signed in with the password and then promoted read the bans,
 * the invoices and the user list with the token they already had.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user on the trusted domain (so may be promoted), signed in with the password: a standard session. */
async function signedInWithPassword(roleId: number = ROLE.standard) {
  const user = await createUser(t, {
    email: `widz.${Math.random().toString(36).slice(2, 8)}@scena.local`,
    roleId,
  });
  const response = await signIn(t.app, user.email, FIXTURE_PASSWORD);
  expect(response.statusCode).toBe(200);
  return { user, token: (response.json() as { token: string }).token };
}

/** An administrator who passed both steps: the password, then the mailed link. */
async function adminThroughLink() {
  const user = await createUser(t, {
    email: `admin.${Math.random().toString(36).slice(2, 8)}@scena.local`,
    roleId: ROLE.admin,
  });
  expect((await signIn(t.app, user.email, FIXTURE_PASSWORD)).statusCode).toBe(403);
  const link = await linkFromMail(t.app, user.email, '/logowanie');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/admin',
    payload: {
      login_token: link.searchParams.get('login_token'),
      login_email: link.searchParams.get('login_email'),
    },
  });
  expect(response.statusCode).toBe(200);
  return { user, token: (response.json() as { token: string }).token };
}

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: auth(token) });
}

function setRole(userId: number, roleId: number, adminToken: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers: auth(adminToken),
    payload: { ...PERSON, role_id: roleId },
  });
}

/** The edit form as the back-office sends it, with the fields a person must have. */
const PERSON = { firstname: 'Halina', lastname: 'Kowalska', birthday: '1985-04-03', country_code: 'PL' };

const OWN_SESSION = '/api/users/validate-session';
const ADMIN_READS = ['/api/bans', '/api/invoices', '/api/users'];

describe('a promotion does not upgrade an open session', () => {
  it("ends the promoted user's password session: it reads nothing an administrator may", async () => {
    const admin = await adminThroughLink();
    const promoted = await signedInWithPassword();
    expect((await setRole(promoted.user.id, ROLE.admin, admin.token)).statusCode).toBe(200);
    for (const url of ADMIN_READS) {
      const response = await get(url, promoted.token);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 401,
        code: 'SESSION_EXPIRED',
      });
    }
    // Their own account is out of reach too: the session is over, not merely demoted.
    expect((await get(OWN_SESSION, promoted.token)).statusCode).toBe(401);
  });

  it('lets the promoted user in as administrator only through the mailed link', async () => {
    const admin = await adminThroughLink();
    const promoted = await signedInWithPassword();
    await setRole(promoted.user.id, ROLE.admin, admin.token);
    const again = await signIn(t.app, promoted.user.email, FIXTURE_PASSWORD);
    expect(again.statusCode).toBe(403);
    const link = await linkFromMail(t.app, promoted.user.email, '/logowanie');
    const viaLink = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      payload: {
        login_token: link.searchParams.get('login_token'),
        login_email: link.searchParams.get('login_email'),
      },
    });
    const token = (viaLink.json() as { token: string }).token;
    for (const url of ADMIN_READS) expect((await get(url, token)).statusCode).toBe(200);
  });

  it('treats a session of an administrator account that never passed the link as no session', async () => {
    // Such a row exists if the role was given outside the API (a database console) or before this rule.
    const user = await createUser(t, { email: 'konsola@scena.local', roleId: ROLE.admin });
    const token = await createSession(t, user.id, { adminLink: false });
    for (const url of ADMIN_READS) expect((await get(url, token)).statusCode).toBe(401);
    // A public read that takes an optional session answers the public view, not the administrator's.
    const config = await get('/api/appconfig/', token);
    expect(config.statusCode).toBe(200);
    expect(config.json()).not.toHaveProperty('tos_version');
    const sameWithout = await t.app.inject({ method: 'GET', url: '/api/appconfig/' });
    expect(Object.keys(config.json()).sort()).toEqual(Object.keys(sameWithout.json()).sort());
  });
});

describe('any role change ends the sessions of the account it changes', () => {
  it.each([
    ['standard → premium', ROLE.standard, ROLE.premium],
    ['premium → standard', ROLE.premium, ROLE.standard],
  ])('%s', async (_name, from, to) => {
    const admin = await demoSession(t, 'admin');
    const target = await signedInWithPassword(from);
    expect((await get(OWN_SESSION, target.token)).statusCode).toBe(200);
    expect((await setRole(target.user.id, to, admin.token)).statusCode).toBe(200);
    const after = await get(OWN_SESSION, target.token);
    expect([after.statusCode, after.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it("an administrator demoted by another ends the demoted one's link session", async () => {
    const demoted = await adminThroughLink();
    const other = await adminThroughLink();
    expect((await get('/api/bans', demoted.token)).statusCode).toBe(200);
    expect((await setRole(demoted.user.id, ROLE.standard, other.token)).statusCode).toBe(200);
    const after = await get(OWN_SESSION, demoted.token);
    expect([after.statusCode, after.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('an edit that keeps the role keeps the sessions', async () => {
    const admin = await demoSession(t, 'admin');
    const target = await signedInWithPassword();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      headers: auth(admin.token),
      payload: { ...PERSON, role_id: ROLE.standard },
    });
    expect(response.statusCode).toBe(200);
    expect((await get(OWN_SESSION, target.token)).statusCode).toBe(200);
  });
});
