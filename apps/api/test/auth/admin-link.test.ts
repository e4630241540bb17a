import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@scena/shared';
import { sessions } from '../../src/db/schema';
import { newToken } from '../../src/lib/crypto';
import {
  DEMO_ACCOUNTS,
  createTestApp,
  linkFromMail,
  mailsTo,
  sessionOf,
  signIn,
  verifiedUser,
  type TestApp,
} from '../helpers';
import {
  adminLinkBody,
  ban,
  emailTokenFromMail,
  linkRows,
  liftBan,
  ownAdmin,
  rowCount,
  setRole,
  validateSession,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEN_MINUTES = 10 * 60_000;

function postLink(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/admin', payload: payload as object });
}

function expectLinkRefused(response: Awaited<ReturnType<typeof postLink>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ messageKey: 'error.admin_link_invalid' });
  expect(response.json()).not.toHaveProperty('email');
}

describe('administrator sign-in: password, then the mailed link', () => {
  it('answers the password with 403 ADMIN_LINK_SENT without email, and the mailed link signs in', async () => {
    const { email, password } = DEMO_ACCOUNTS.admin;
    const first = await signIn(t.app, email, password);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'ADMIN_LINK_SENT', messageKey: 'error.admin_link_sent' });
    expect(first.json()).not.toHaveProperty('email');

    const link = await linkFromMail(t.app, email, '/logowanie');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('login_email')).toBe(email);
    const response = await postLink({
      login_token: link.searchParams.get('login_token'),
      login_email: link.searchParams.get('login_email'),
    });
    expect(response.statusCode).toBe(200);
    const session = ZSession.parse(response.json());
    expect(session.user).toMatchObject({ email, role_id: 1, role: 'admin' });
    expect(Date.parse(session.expiresAt) - t.clock.now().getTime()).toBe(12 * 3600_000);
    expect((await validateSession(t, session.token)).statusCode).toBe(200);
  });

  it('gives the test helper an administrator session the same way', async () => {
    const token = await sessionOf(t.app, 'admin');
    expect((await validateSession(t, token)).json().user.role_id).toBe(1);
  });

  it('issues a link that lasts 10 minutes and opens no session by itself', async () => {
    const admin = await ownAdmin(t);
    const sessionsBefore = await rowCount(t, sessions);
    await adminLinkBody(t, admin.form.email, admin.form.password);
    const links = (await linkRows(t, admin.id)).filter((row) => row.purpose === 'admin_login');
    expect(links).toHaveLength(1);
    expect(links[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(TEN_MINUTES);
    expect(await rowCount(t, sessions)).toBe(sessionsBefore);
  });

  it('uses a link once', async () => {
    const admin = await ownAdmin(t);
    const body = await adminLinkBody(t, admin.form.email, admin.form.password);
    expect((await postLink(body)).statusCode).toBe(200);
    expectLinkRefused(await postLink(body));
  });

  it('refuses a forged token', async () => {
    const admin = await ownAdmin(t);
    await adminLinkBody(t, admin.form.email, admin.form.password);
    expectLinkRefused(await postLink({ login_token: newToken(), login_email: admin.form.email }));
  });

  it('refuses a link older than 10 minutes and accepts one just younger', async () => {
    const admin = await ownAdmin(t);
    const stale = await adminLinkBody(t, admin.form.email, admin.form.password);
    t.clock.advance(TEN_MINUTES + 1);
    expectLinkRefused(await postLink(stale));

    const fresh = await adminLinkBody(t, admin.form.email, admin.form.password);
    t.clock.advance(TEN_MINUTES - 1);
    expect((await postLink(fresh)).statusCode).toBe(200);
  });

  it('retires the earlier link when the administrator signs in with the password again', async () => {
    const admin = await ownAdmin(t);
    const earlier = await adminLinkBody(t, admin.form.email, admin.form.password);
    const later = await adminLinkBody(t, admin.form.email, admin.form.password);
    expectLinkRefused(await postLink(earlier));
    expect((await postLink(later)).statusCode).toBe(200);
  });

  it('replaces the session the administrator had before', async () => {
    const admin = await ownAdmin(t);
    const first = (await postLink(await adminLinkBody(t, admin.form.email, admin.form.password))).json();
    const second = (await postLink(await adminLinkBody(t, admin.form.email, admin.form.password))).json();
    expect((await validateSession(t, first.token)).json().code).toBe('SESSION_REPLACED');
    expect((await validateSession(t, second.token)).statusCode).toBe(200);
  });

  it('mails no link and reveals nothing for a wrong administrator password', async () => {
    const admin = await ownAdmin(t);
    const mailsBefore = (await mailsTo(t.app, admin.form.email)).length;
    const response = await signIn(t.app, admin.form.email, 'Niepoprawne-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    expect(await mailsTo(t.app, admin.form.email)).toHaveLength(mailsBefore);
  });
});

describe('POST /api/auth/admin: who may not', () => {
  it("refuses a standard user's link-shaped attempt, even with a real link of theirs", async () => {
    const user = await verifiedUser(t.app);
    expectLinkRefused(await postLink({ login_token: newToken(), login_email: user.form.email }));
    await t.app.inject({ method: 'POST', url: '/api/passwords', payload: { email: user.form.email } });
    const reset = await emailTokenFromMail(t, user.form.email, '/nowe-haslo');
    expectLinkRefused(await postLink({ login_token: reset.token, login_email: reset.email }));
  });

  it("refuses an administrator's link of another kind (a reset link)", async () => {
    const admin = await ownAdmin(t);
    await t.app.inject({ method: 'POST', url: '/api/passwords', payload: { email: admin.form.email } });
    const reset = await emailTokenFromMail(t, admin.form.email, '/nowe-haslo');
    expectLinkRefused(await postLink({ login_token: reset.token, login_email: reset.email }));
  });

  it("refuses one administrator's link under another administrator's address", async () => {
    const ewa = await ownAdmin(t);
    const olga = await ownAdmin(t);
    const body = await adminLinkBody(t, ewa.form.email, ewa.form.password);
    expectLinkRefused(await postLink({ ...body, login_email: olga.form.email }));
    expect((await postLink(body)).statusCode).toBe(200);
  });

  it('refuses the link once the account is no longer an administrator', async () => {
    const admin = await ownAdmin(t);
    const body = await adminLinkBody(t, admin.form.email, admin.form.password);
    await setRole(t, admin.id, 2);
    expectLinkRefused(await postLink(body));
  });

  it('refuses a blocked administrator with 401 and leaves the link unused', async () => {
    const admin = await ownAdmin(t);
    const body = await adminLinkBody(t, admin.form.email, admin.form.password);
    const blocked = await ban(t, admin.id, 'forever');
    const response = await postLink(body);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('USER_BLOCKED');
    await liftBan(t, blocked.id);
    expect((await postLink(body)).statusCode).toBe(200);
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const admin = await ownAdmin(t);
    const body = await adminLinkBody(t, admin.form.email, admin.form.password);
    const sessionsBefore = await rowCount(t, sessions);
    const empty = await postLink({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formError).toEqual({
      login_email: 'form.validate.required',
      login_token: 'form.validate.required',
    });
    const malformed = await postLink({ login_email: 'admin', login_token: 'x'.repeat(201) });
    expect(malformed.json().formError).toEqual({
      login_email: 'form.validate.email',
      login_token: 'form.validate.link_invalid',
    });
    expect(await rowCount(t, sessions)).toBe(sessionsBefore);
    expect((await postLink(body)).statusCode).toBe(200);
  });
});
