import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { mailOutbox, oneTimeTokens } from '../../src/db/schema';
import { newToken } from '../../src/lib/crypto';
import { DEMO_ACCOUNTS, createTestApp, mailsTo, signIn, signUp, type TestApp } from '../helpers';
import { emailTokenFromMail, rowCount, userRow } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const VERIFY_PATH = '/weryfikacja-konta';

function verify(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/verifications', payload: payload as object });
}

function resend(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/verifications/new', payload: payload as object });
}

/** The account's verification links that would still work now. */
async function liveVerificationLinks(userId: number) {
  const rows = await t.database.db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'verify'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, t.clock.now()),
      ),
    );
  return rows.length;
}

function expectVerificationRefused(response: Awaited<ReturnType<typeof verify>>, email: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ messageKey: 'error.verification_invalid', resend: true, email });
}

describe('POST /api/verifications', () => {
  it('verifies the account through the mailed link: role 4 becomes 2', async () => {
    const { id, form } = await signUp(t.app);
    const link = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    expect(link.email).toBe(form.email);
    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await userRow(t, id)).toMatchObject({ roleId: 2, verifiedAt: t.clock.now() });
    expect((await signIn(t.app, form.email, form.password)).statusCode).toBe(200);
  });

  it('answers a second click on the link with "already verified"', async () => {
    const { form } = await signUp(t.app);
    const link = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    await verify(link);
    const again = await verify(link);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ messageKey: 'error.already_verified' });
  });

  it('tells a stranger with a made-up token nothing about a verified account', async () => {
    const response = await verify({ email: DEMO_ACCOUNTS.standard.email, token: newToken() });
    expect(response.statusCode).toBe(422);
    expect(response.json().messageKey).toBe('error.verification_invalid');
  });

  it('keeps the link for 48 hours and no longer', async () => {
    const late = await signUp(t.app);
    const lateLink = await emailTokenFromMail(t, late.form.email, VERIFY_PATH);
    const onTime = await signUp(t.app);
    const onTimeLink = await emailTokenFromMail(t, onTime.form.email, VERIFY_PATH);
    t.clock.advance(48 * HOUR - 1);
    expect((await verify(onTimeLink)).statusCode).toBe(200);
    t.clock.advance(1);
    expectVerificationRefused(await verify(lateLink), late.form.email);
    expect((await userRow(t, late.id)).roleId).toBe(4);
  });

  it('refuses a forged token, and an unknown e-mail the same way', async () => {
    const { id, form } = await signUp(t.app);
    expectVerificationRefused(await verify({ email: form.email, token: newToken() }), form.email);
    expect((await userRow(t, id)).roleId).toBe(4);
    const unknown = 'nikt.taki@example.com';
    expectVerificationRefused(await verify({ email: unknown, token: newToken() }), unknown);
  });

  it("refuses one account's link under another account's address", async () => {
    const anna = await signUp(t.app);
    const piotr = await signUp(t.app);
    const annaLink = await emailTokenFromMail(t, anna.form.email, VERIFY_PATH);
    expectVerificationRefused(await verify({ ...annaLink, email: piotr.form.email }), piotr.form.email);
    expect((await userRow(t, piotr.id)).roleId).toBe(4);
    expect((await verify(annaLink)).statusCode).toBe(200);
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const { id, form } = await signUp(t.app);
    const link = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    const empty = await verify({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formError).toEqual({
      email: 'form.validate.required',
      token: 'form.validate.required',
    });
    const malformed = await verify({ email: 'anna@', token: 'x'.repeat(201) });
    expect(malformed.json().formError).toEqual({
      email: 'form.validate.email',
      token: 'form.validate.link_invalid',
    });
    expect((await userRow(t, id)).roleId).toBe(4);
    expect((await verify(link)).statusCode).toBe(200);
  });
});

describe('POST /api/verifications/new', () => {
  it('mails a new link to an unverified account and keeps the old one working', async () => {
    const { id, form } = await signUp(t.app);
    const old = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    const response = await resend({ email: form.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await mailsTo(t.app, form.email)).toHaveLength(2);
    const fresh = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    expect(fresh.token).not.toBe(old.token);
    expect((await verify(old)).statusCode).toBe(200);
    expect((await userRow(t, id)).roleId).toBe(2);
    // Once the address is proven, every other link of it says so.
    expect((await verify(fresh)).json()).toMatchObject({ messageKey: 'error.already_verified' });
  });

  it('keeps the first mail’s link working when the person signs in before verifying', async () => {
    const { id, form } = await signUp(t.app);
    const first = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    const signedIn = await signIn(t.app, form.email, form.password);
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json()).toMatchObject({ code: 'UNVERIFIED' });
    expect(await mailsTo(t.app, form.email)).toHaveLength(2);
    expect((await verify(first)).statusCode).toBe(200);
    expect((await userRow(t, id)).roleId).toBe(2);
  });

  it('gives every mailed link its own 48 hours', async () => {
    const { form } = await signUp(t.app);
    const first = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    t.clock.advance(47 * HOUR);
    await signIn(t.app, form.email, form.password);
    const second = await emailTokenFromMail(t, form.email, VERIFY_PATH);
    t.clock.advance(HOUR);
    expectVerificationRefused(await verify(first), form.email);
    t.clock.advance(47 * HOUR - 1);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('keeps the newest 10 links of an account working, so resends cannot pile up live tokens', async () => {
    const { id, form } = await signUp(t.app);
    const links = [await emailTokenFromMail(t, form.email, VERIFY_PATH)];
    for (let mail = 2; mail <= 11; mail += 1) {
      await resend({ email: form.email });
      links.push(await emailTokenFromMail(t, form.email, VERIFY_PATH));
    }
    expect(await liveVerificationLinks(id)).toBe(10);
    expectVerificationRefused(await verify(links[0]!), form.email);
    expect((await verify(links[1]!)).statusCode).toBe(200);
    expect(await liveVerificationLinks(id)).toBe(0);
  });

  it('answers the same, and mails nothing, for a verified account or none at all', async () => {
    const unverified = await signUp(t.app);
    const answers = [];
    for (const email of [unverified.form.email, DEMO_ACCOUNTS.standard.email, 'nikt.taki@example.com']) {
      const mailsBefore = await rowCount(t, mailOutbox);
      const response = await resend({ email });
      answers.push(response.body);
      expect(response.statusCode).toBe(200);
      expect(await rowCount(t, mailOutbox)).toBe(mailsBefore + (email === unverified.form.email ? 1 : 0));
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('refuses an invalid e-mail with 422 and mails nothing', async () => {
    const mailsBefore = await rowCount(t, mailOutbox);
    const response = await resend({ email: 'to nie jest e-mail' });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ email: 'form.validate.email' });
    expect((await resend({})).json().formError).toEqual({ email: 'form.validate.required' });
    expect(await rowCount(t, mailOutbox)).toBe(mailsBefore);
  });
});
