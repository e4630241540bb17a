import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { newToken } from '../../src/lib/crypto';
import {
  DEMO_ACCOUNTS,
  createTestApp,
  mailsTo,
  signIn,
  signUp,
  verifiedUser,
  type TestApp,
  bodyWithoutRequestId,
} from '../helpers';
import {
  emailTokenFromMail,
  linkRows,
  rowCount,
  sessionRows,
  setRole,
  userRow,
  validateSession,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const RESET_PATH = '/nowe-haslo';
const NEW_PASSWORD = 'Nowe_haslo-2026';

function requestReset(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/passwords', payload: payload as object });
}

function checkLink(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/passwords/verifyreset', payload: payload as object });
}

function setPassword(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/passwords',
    payload: { newpassword: NEW_PASSWORD, repeatpassword: NEW_PASSWORD, ...payload },
  });
}

async function resetLinkFor(email: string) {
  await requestReset({ email });
  return emailTokenFromMail(t, email, RESET_PATH);
}

function expectResetRefused(response: Awaited<ReturnType<typeof checkLink>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ messageKey: 'error.reset_invalid' });
}

describe('password reset', () => {
  it('sets a new password through the mailed link and ends every session', async () => {
    const { id, form, token } = await verifiedUser(t.app);
    const requested = await requestReset({ email: form.email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ ok: true });
    const link = await emailTokenFromMail(t, form.email, RESET_PATH);

    expect((await checkLink(link)).json()).toEqual({ ok: true });
    const response = await setPassword(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const old = await signIn(t.app, form.email, form.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    const check = await validateSession(t, token);
    expect(check.statusCode).toBe(401);
    expect(check.json().code).toBe('SESSION_EXPIRED');
    expect((await sessionRows(t, id)).map((row) => row.revokedReason)).toEqual(['password']);
    expect((await userRow(t, id)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(t.app, form.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('uses a reset link once', async () => {
    const { form } = await verifiedUser(t.app);
    const link = await resetLinkFor(form.email);
    expect((await setPassword(link)).statusCode).toBe(200);
    expectResetRefused(
      await setPassword({ ...link, newpassword: 'Inne-haslo-1', repeatpassword: 'Inne-haslo-1' }),
    );
    expectResetRefused(await checkLink(link));
    expect((await signIn(t.app, form.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a reset link for one hour and no longer', async () => {
    const { id, form } = await verifiedUser(t.app);
    const link = await resetLinkFor(form.email);
    const [row] = (await linkRows(t, id)).filter((token) => token.purpose === 'reset');
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(HOUR);
    t.clock.advance(HOUR - 1);
    expect((await checkLink(link)).statusCode).toBe(200);
    t.clock.advance(1);
    expectResetRefused(await checkLink(link));
    const hashBefore = (await userRow(t, id)).passwordHash;
    expectResetRefused(await setPassword(link));
    expect((await userRow(t, id)).passwordHash).toBe(hashBefore);
  });

  it('checks a link without using it up', async () => {
    const { form } = await verifiedUser(t.app);
    const link = await resetLinkFor(form.email);
    expect((await checkLink(link)).statusCode).toBe(200);
    expect((await checkLink(link)).statusCode).toBe(200);
    expect((await setPassword(link)).statusCode).toBe(200);
  });

  it('honours only the newest reset link', async () => {
    const { form } = await verifiedUser(t.app);
    const earlier = await resetLinkFor(form.email);
    const later = await resetLinkFor(form.email);
    expectResetRefused(await checkLink(earlier));
    expect((await setPassword(later)).statusCode).toBe(200);
  });

  it('verifies an unverified account, since the link proves the address', async () => {
    const { id, form } = await signUp(t.app);
    const link = await resetLinkFor(form.email);
    expect((await setPassword(link)).statusCode).toBe(200);
    expect(await userRow(t, id)).toMatchObject({ roleId: 2, verifiedAt: t.clock.now() });
    const session = await signIn(t.app, form.email, NEW_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.role).toBe('standard');
  });

  it('keeps the role of a premium account and the second step of an administrator', async () => {
    const premium = await verifiedUser(t.app);
    await setRole(t, premium.id, 3);
    expect((await setPassword(await resetLinkFor(premium.form.email))).statusCode).toBe(200);
    expect((await userRow(t, premium.id)).roleId).toBe(3);

    const admin = await verifiedUser(t.app);
    await setRole(t, admin.id, 1);
    expect((await setPassword(await resetLinkFor(admin.form.email))).statusCode).toBe(200);
    expect((await signIn(t.app, admin.form.email, NEW_PASSWORD)).json().code).toBe('ADMIN_LINK_SENT');
  });
});

describe('password reset: account enumeration', () => {
  it('answers a reset request the same whether or not the account exists', async () => {
    const { form } = await verifiedUser(t.app);
    const mailsBefore = await rowCount(t, mailOutbox);
    const existing = await requestReset({ email: form.email });
    const missing = await requestReset({ email: `nikt.${form.email}` });
    expect(existing.statusCode).toBe(200);
    expect(bodyWithoutRequestId(missing)).toBe(bodyWithoutRequestId(existing));
    expect(await rowCount(t, mailOutbox)).toBe(mailsBefore + 1);
  });

  it('mails nothing to a deleted account', async () => {
    const { id, form } = await verifiedUser(t.app);
    await setRole(t, id, 5);
    const mailsBefore = (await mailsTo(t.app, form.email)).length;
    expect((await requestReset({ email: form.email })).statusCode).toBe(200);
    expect(await mailsTo(t.app, form.email)).toHaveLength(mailsBefore);
  });

  it('answers a bad link the same whether or not the account exists', async () => {
    const { form } = await verifiedUser(t.app);
    const wrongToken = await checkLink({ email: form.email, token: newToken() });
    const noAccount = await checkLink({ email: `nikt.${form.email}`, token: newToken() });
    expectResetRefused(wrongToken);
    expect(bodyWithoutRequestId(noAccount)).toBe(bodyWithoutRequestId(wrongToken));
    expect(wrongToken.json()).not.toHaveProperty('email');
  });
});

describe('password reset: who may not', () => {
  it("refuses one account's link under another account's address", async () => {
    const anna = await verifiedUser(t.app);
    const piotr = await verifiedUser(t.app);
    const annaLink = await resetLinkFor(anna.form.email);
    const piotrHash = (await userRow(t, piotr.id)).passwordHash;
    expectResetRefused(await checkLink({ ...annaLink, email: piotr.form.email }));
    expectResetRefused(await setPassword({ ...annaLink, email: piotr.form.email }));
    expect((await userRow(t, piotr.id)).passwordHash).toBe(piotrHash);
    expect((await validateSession(t, piotr.token)).statusCode).toBe(200);
    expect((await setPassword(annaLink)).statusCode).toBe(200);
  });

  it('refuses a link of another kind (the verification link)', async () => {
    const { form } = await signUp(t.app);
    const verification = await emailTokenFromMail(t, form.email, '/weryfikacja-konta');
    expectResetRefused(await checkLink(verification));
    expectResetRefused(await setPassword(verification));
  });

  it('refuses a forged token', async () => {
    expectResetRefused(await setPassword({ email: DEMO_ACCOUNTS.standard.email, token: newToken() }));
    expect(
      (await signIn(t.app, DEMO_ACCOUNTS.standard.email, DEMO_ACCOUNTS.standard.password)).statusCode,
    ).toBe(200);
  });
});

describe('password reset: invalid input', () => {
  it('refuses a bad request for a link with 422 and mails nothing', async () => {
    const mailsBefore = await rowCount(t, mailOutbox);
    const response = await requestReset({ email: 'anna(at)example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ email: 'form.validate.email' });
    expect((await requestReset({})).json().formError).toEqual({ email: 'form.validate.required' });
    expect(await rowCount(t, mailOutbox)).toBe(mailsBefore);
  });

  it('refuses a bad link check with 422 and field keys', async () => {
    const response = await checkLink({ email: '', token: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({
      email: 'form.validate.required',
      token: 'form.validate.required',
    });
  });

  it('refuses a weak or mismatched new password and leaves the password and the link as they were', async () => {
    const { id, form } = await verifiedUser(t.app);
    const link = await resetLinkFor(form.email);
    const hashBefore = (await userRow(t, id)).passwordHash;

    const weak = await setPassword({ ...link, newpassword: 'krótkie', repeatpassword: 'krótkie' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().formError).toEqual({ newpassword: 'form.validate.passwd' });
    const markup = await setPassword({ ...link, newpassword: '<script>1', repeatpassword: '<script>1' });
    expect(markup.json().formError).toEqual({ newpassword: 'form.validate.passwd' });
    const mismatch = await setPassword({ ...link, repeatpassword: 'Inne-haslo-1' });
    expect(mismatch.json().formError).toEqual({ repeatpassword: 'form.validate.passwdmatch' });
    const missing = await t.app.inject({ method: 'PUT', url: '/api/passwords', payload: {} });
    expect(missing.json().formError).toEqual({
      newpassword: 'form.validate.required',
      repeatpassword: 'form.validate.required',
      email: 'form.validate.required',
      token: 'form.validate.required',
    });

    expect((await userRow(t, id)).passwordHash).toBe(hashBefore);
    expect((await checkLink(link)).statusCode).toBe(200);
    expect((await signIn(t.app, form.email, form.password)).statusCode).toBe(200);
  });
});
