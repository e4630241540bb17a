import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@scena/shared';
import { mailOutbox, sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/crypto';
import {
  DEMO_ACCOUNTS,
  auth,
  createTestApp,
  linkFromMail,
  mailsTo,
  signIn,
  signUp,
  verifiedUser,
  type TestApp,
  bodyWithoutRequestId,
} from '../helpers';
import { rowCount, sessionRows, setRole, userRow, validateSession } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;

describe('POST /api/auth (sign-in)', () => {
  it('takes a new account from sign-up through verification to one live session', async () => {
    const { form, id } = await signUp(t.app);

    const unverified = await signIn(t.app, form.email, form.password);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      code: 'UNVERIFIED',
      messageKey: 'error.unverified',
      email: form.email,
    });
    // The refusal mails a fresh link on top of the sign-up one.
    expect(await mailsTo(t.app, form.email)).toHaveLength(2);

    const link = await linkFromMail(t.app, form.email, '/weryfikacja-konta');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verifications',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true });

    const first = await signIn(t.app, form.email, form.password);
    expect(first.statusCode).toBe(200);
    const session = ZSession.parse(first.json());
    expect(session.user).toMatchObject({ id, email: form.email, role_id: 2, role: 'standard' });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const check = await validateSession(t, session.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ user: { id, role_id: 2 }, expiresAt: session.expiresAt });

    const second = await signIn(t.app, form.email, form.password);
    expect(second.statusCode).toBe(200);
    const replaced = await validateSession(t, session.token);
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json()).toMatchObject({ code: 'SESSION_REPLACED', messageKey: 'error.session_replaced' });
    expect((await validateSession(t, second.json().token)).statusCode).toBe(200);
  });

  it('keeps one active session per user, stores only the token hash, and records the sign-in', async () => {
    const { id, form, token: older } = await verifiedUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: form.email, password: form.password },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'Firefox/140' },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user.last_login).toBe(t.clock.now().toISOString());

    const rows = await sessionRows(t, id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(older), revokedReason: 'replaced' });
    expect(rows[1]).toMatchObject({
      tokenHash: hashToken(token),
      revokedAt: null,
      ip: '203.0.113.7',
      userAgent: 'Firefox/140',
    });
    expect(await userRow(t, id)).toMatchObject({ lastLogin: t.clock.now(), lastIp: '203.0.113.7' });

    // The country of the address the user signed in from, for the administrator's view of the account.
    const abroad = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: form.email, password: form.password },
      remoteAddress: '8.8.8.8',
    });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().user).not.toHaveProperty('country');
    expect(await userRow(t, id)).toMatchObject({ lastIp: '8.8.8.8', lastCountry: 'US' });
  });

  it('lasts 12 hours without "remember" and 30 days with it', async () => {
    const { form } = await verifiedUser(t.app);
    const now = t.clock.now().getTime();
    const standard = await signIn(t.app, form.email, form.password, { remember: false });
    expect(Date.parse(standard.json().expiresAt) - now).toBe(12 * HOUR);
    const remembered = await signIn(t.app, form.email, form.password, { remember: true });
    expect(Date.parse(remembered.json().expiresAt) - now).toBe(30 * 24 * HOUR);
  });

  it('signs in whatever the case of the e-mail, and premium accounts too', async () => {
    const { email, password } = DEMO_ACCOUNTS.premium;
    const response = await signIn(t.app, email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, role_id: 3, role: 'premium' });
  });

  it('answers a wrong password and an unknown e-mail alike, and opens nothing', async () => {
    const { id, form } = await verifiedUser(t.app);
    const sessionsBefore = await sessionRows(t, id);
    const wrong = await signIn(t.app, form.email, 'Niepoprawne-1');
    const unknown = await signIn(t.app, `nikt.${form.email}`, form.password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        messageKey: 'error.invalid_credentials',
        formError: { password: 'form.validate.wrong_password' },
      });
      expect(response.json()).not.toHaveProperty('email');
    }
    expect(bodyWithoutRequestId(wrong)).toBe(bodyWithoutRequestId(unknown));
    expect(await sessionRows(t, id)).toEqual(sessionsBefore);
  });

  it('tells an unverified account nothing, and mails nothing, without the right password', async () => {
    const { form } = await signUp(t.app);
    const response = await signIn(t.app, form.email, 'Niepoprawne-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    expect(await mailsTo(t.app, form.email)).toHaveLength(1);
  });

  it('refuses a deleted account as if it did not exist', async () => {
    const { id, form } = await verifiedUser(t.app);
    await setRole(t, id, 5);
    const response = await signIn(t.app, form.email, form.password);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const sessionsBefore = await rowCount(t, sessions);
    const mailsBefore = await rowCount(t, mailOutbox);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formError).toEqual({
      email: 'form.validate.required',
      password: 'form.validate.required',
    });
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: '   ', password: 12345678, remember: 'yes' },
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().formError).toEqual({
      email: 'form.validate.required',
      password: 'form.validate.required',
      remember: 'form.validate.wrong',
    });
    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: '"admin"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(await rowCount(t, sessions)).toBe(sessionsBefore);
    expect(await rowCount(t, mailOutbox)).toBe(mailsBefore);
  });

  it('answers in the language the request asks for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'nikt@example.com', password: 'Haslo-123' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toMatchObject({
      messageKey: 'error.invalid_credentials',
      message: 'Wrong e-mail or password.',
    });
  });
});

describe('GET /api/users/validate-session', () => {
  it('answers the user and the end of the session', async () => {
    const { id, token } = await verifiedUser(t.app);
    const response = await validateSession(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ id, role: 'standard', tos_accepted: true }),
      expiresAt: new Date(t.clock.now().getTime() + 12 * HOUR).toISOString(),
    });
    expect(response.json().user).not.toHaveProperty('last_ip');
  });

  it('answers 401 SESSION_EXPIRED with no token, a forged token or an oversized one', async () => {
    for (const headers of [{}, auth('forged-token'), auth('x'.repeat(500))]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED', messageKey: 'error.session_expired' });
    }
  });

  it('ends a session when its time is up', async () => {
    const { token } = await verifiedUser(t.app);
    t.clock.advance(12 * HOUR - 1);
    expect((await validateSession(t, token)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await validateSession(t, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps a remembered session for 30 days and not a moment longer', async () => {
    const { form } = await verifiedUser(t.app);
    const { token, expiresAt } = (await signIn(t.app, form.email, form.password, { remember: true })).json();
    t.clock.advance(29 * 24 * HOUR);
    expect((await validateSession(t, token)).statusCode).toBe(200);
    t.clock.set(expiresAt);
    expect((await validateSession(t, token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the session of an account that was deleted', async () => {
    const { id, token } = await verifiedUser(t.app);
    await setRole(t, id, 5);
    const response = await validateSession(t, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });
});
