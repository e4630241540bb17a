import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { auth, createTestApp, mailsTo, signIn, signUpForm, verifiedUser, type TestApp } from '../helpers';
import { userRow } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

function signUpIn(language: 'pl' | 'en', form: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: form,
    headers: { 'accept-language': language },
  });
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
    // The answer is the address alone: a taken one must answer the same, and has no new id to give.
    expect(response.json()).toEqual({ email: form.email });
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

  it('answers a taken address exactly as a new one, changes nothing, and tells the owner in their language', async () => {
    const owner = await verifiedUser(t.app, { language: 'en' });
    const before = await userRow(t, owner.id);
    const usersBefore = await userCount();
    const fresh = await signUpIn('pl', signUpForm());
    // Another spelling of the owner's address, with a password and name of the stranger's own.
    const taken = await signUpIn(
      'pl',
      signUpForm({
        email: `  ${owner.form.email.toUpperCase()}`,
        password: 'Obcy-Haslo-1',
        repeatpassword: 'Obcy-Haslo-1',
        firstname: 'Obcy',
        mailing: true,
      }),
    );
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ email: owner.form.email });

    expect(await userCount()).toBe(usersBefore + 1);
    expect(await userRow(t, owner.id)).toEqual(before);
    expect((await signIn(t.app, owner.form.email, owner.form.password)).statusCode).toBe(200);
    const [notice, ...older] = await mailsTo(t.app, owner.form.email);
    expect(older.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address']);
    expect(notice?.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice?.text).toContain('Hello Zażółć,');
    expect(notice?.text).toContain('Sign in: http://localhost:3000/logowanie');
    expect(notice?.text).toContain('Set a new password: http://localhost:3000/resetowanie-hasla');
    expect(notice?.html).toContain('href="http://localhost:3000/resetowanie-hasla"');
  });

  it('writes the notice in Polish to an owner who uses Polish', async () => {
    const owner = await verifiedUser(t.app, { language: 'pl' });
    expect((await signUpIn('en', signUpForm({ email: owner.form.email }))).statusCode).toBe(201);
    const [notice] = await mailsTo(t.app, owner.form.email);
    expect(notice?.subject).toBe('Próba rejestracji z Twoim adresem e-mail');
    expect(notice?.text).toContain('Zaloguj się: http://localhost:3000/logowanie');
  });

  it("answers a deleted account's tombstone address like a new one, and mails nobody", async () => {
    const gone = await verifiedUser(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${gone.id}`,
      headers: auth(gone.token),
    });
    expect(deleted.statusCode).toBe(200);
    const tombstone = (await userRow(t, gone.id)).email;
    const usersBefore = await userCount();
    const response = await signUpIn('pl', signUpForm({ email: tombstone }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: tombstone });
    expect(await userCount()).toBe(usersBefore);
    expect(await mailsTo(t.app, tombstone)).toEqual([]);
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
