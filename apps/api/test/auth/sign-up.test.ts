import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, mailsTo, signUpForm, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('POST /api/users (sign-up)', () => {
  it('creates an unverified account and mails the verification link in the chosen language', async () => {
    const form = signUpForm({ mailing: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: form,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(row).toMatchObject({
      roleId: 4,
      language: 'en',
      mailing: true,
      firstname: 'Zażółć',
      lastname: "O'Brien-Müller",
    });
    expect(row?.mailingConsentAt).toEqual(t.clock.now());
    // The ticked terms box accepts the current terms version; an unsubscribe link works from the first mailing.
    expect(row).toMatchObject({ tosVersion: 1, tosAcceptedAt: t.clock.now() });
    expect(row?.unsubscribeToken).toMatch(/^[\w-]{43}$/);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await mailsTo(t.app, form.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your e-mail address');
    expect(mails[0]?.text).toContain('http://localhost:3000/weryfikacja-konta?token=');
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpForm({
        email: 'not-an-email',
        password: 'short',
        repeatpassword: 'other',
        firstname: '<b>Jan</b>',
        lastname: 'Kowalski2',
        birthday: '2020-02-30',
        country_code: 'POL',
        tos: false,
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({
      email: 'form.validate.email',
      password: 'form.validate.passwd',
      repeatpassword: 'form.validate.passwdmatch',
      firstname: 'form.validate.special_chars',
      lastname: 'form.validate.special_chars',
      birthday: 'form.validate.date',
      country_code: 'form.validate.wrong_input_max2',
      tos: 'form.validate.required',
    });
    expect(await userCount()).toBe(before);
  });

  it('answers missing fields as required and a mismatched repeat as passwdmatch', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/users', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().formError.email).toBe('form.validate.required');
    expect(missing.json().formError.firstname).toBe('form.validate.required');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpForm({ repeatpassword: 'Haslo-124' }),
    });
    expect(mismatch.json().formError).toEqual({ repeatpassword: 'form.validate.passwdmatch' });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const form = signUpForm();
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: form })).statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...form, email: form.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().formError).toEqual({ email: 'form.validate.email_taken' });
  });

  it('does not record marketing consent from someone under 16', async () => {
    const form = signUpForm({ birthday: '2012-01-01', mailing: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: form })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.mailing).toBe(false);
  });

  it('answers 400 to a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
