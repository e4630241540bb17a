import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/crypto';
import { findUserById, updateUserUnlessEmailTaken } from '../../src/modules/users/users.repository';
import { auth, createTestApp, type TestApp } from '../helpers';
import {
  auditCount,
  bannedUserWithSession,
  createSession,
  createUser,
  demoSession,
  FIXTURE_PASSWORD,
  sessionsOf,
  userWithSession,
} from './session-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function form(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Zażółć',
    lastname: "O'Brien-Müller",
    birthday: '1991-02-03',
    country_code: 'de',
    street: 'ul. Długa 5',
    postal_code: '00-950',
    city: 'Warszawa',
    state: 'mazowieckie',
    company: '',
    nip: '',
    ...overrides,
  };
}

function put(id: number, token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    payload: payload as Record<string, unknown>,
    headers: token ? auth(token) : {},
  });
}

describe('PUT /api/users/{id}', () => {
  it('lets the owner edit their data; empty optional text becomes null', async () => {
    const { user, token } = await userWithSession(t, { company: 'Teatr Nowy', nip: '1234563218' });
    const response = await put(user.id, token, form({ language: 'en' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: 'Zażółć',
      lastname: "O'Brien-Müller",
      birthday: '1991-02-03',
      country_code: 'DE',
      street: 'ul. Długa 5',
      company: null,
      nip: null,
      language: 'en',
      role_id: 2,
      role: 'standard',
      tos_accepted: true,
    });
    expect(body).not.toHaveProperty('last_ip');
    expect(body).not.toHaveProperty('country');
    const row = await findUserById(t.database.db, user.id);
    expect(row).toMatchObject({ firstname: 'Zażółć', countryCode: 'DE', company: null, nip: null });
    expect(await auditCount(t, 'user.update')).toBe(0);
  });

  it('accepts the own e-mail and role unchanged from a non-admin', async () => {
    const { user, token } = await userWithSession(t);
    const response = await put(user.id, token, form({ email: user.email.toUpperCase(), role_id: 2 }));
    expect(response.statusCode).toBe(200);
  });

  it('sets a new argon2id password and signs out every other device, keeping the caller', async () => {
    const { user, token } = await userWithSession(t);
    const otherDevice = await createSession(t, user.id);
    const response = await put(
      user.id,
      token,
      form({ password: 'Nowe_Haslo-9', repeatpassword: 'Nowe_Haslo-9', current_password: FIXTURE_PASSWORD }),
    );
    expect(response.statusCode).toBe(200);
    const row = await findUserById(t.database.db, user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'Nowe_Haslo-9')).toBe(true);
    const [callerSession, otherSession] = await sessionsOf(t, user.id);
    expect(callerSession?.revokedAt).toBeNull();
    expect(otherSession?.revokedReason).toBe('password');
    const fromOther = await t.app.inject({
      method: 'GET',
      url: `/api/mailing/${user.id}`,
      headers: auth(otherDevice),
    });
    expect(fromOther.statusCode).toBe(401);
    expect(fromOther.json().code).toBe('SESSION_EXPIRED');
    const fromCaller = await t.app.inject({
      method: 'GET',
      url: `/api/mailing/${user.id}`,
      headers: auth(token),
    });
    expect(fromCaller.statusCode).toBe(200);
  });

  it.each([
    ['without the current password', {}, 'form.validate.required'],
    ['with a wrong current password', { current_password: 'Haslo-124' }, 'form.validate.current_password'],
  ])('refuses the owner a new password %s, and writes nothing', async (_case, extra, key) => {
    const { user, token } = await userWithSession(t);
    await createSession(t, user.id);
    const response = await put(
      user.id,
      token,
      form({ password: 'Nowe_Haslo-9', repeatpassword: 'Nowe_Haslo-9', ...extra }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', formError: { current_password: key } });
    expect(await findUserById(t.database.db, user.id)).toEqual(user);
    expect((await sessionsOf(t, user.id)).map((session) => session.revokedAt)).toEqual([null, null]);
  });

  it("lets an administrator set another user's password without knowing the current one", async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    const response = await put(
      user.id,
      admin.token,
      form({ password: 'Nowe_Haslo-9', repeatpassword: 'Nowe_Haslo-9' }),
    );
    expect(response.statusCode).toBe(200);
    const row = await findUserById(t.database.db, user.id);
    expect(await verifyPassword(row!.passwordHash, 'Nowe_Haslo-9')).toBe(true);
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const { user, token } = await userWithSession(t);
    const response = await put(
      user.id,
      token,
      form({
        firstname: '<b>Jan</b>',
        lastname: '',
        birthday: '2020-02-30',
        country_code: 'POL',
        city: '<script>',
        password: 'short',
        repeatpassword: 'short',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ messageKey: 'error.validation', code: 'VALIDATION' });
    expect(response.json().formError).toEqual({
      firstname: 'form.validate.special_chars',
      lastname: 'form.validate.required',
      birthday: 'form.validate.date',
      country_code: 'form.validate.wrong_input_max2',
      city: 'form.validate.no_html',
      password: 'form.validate.passwd',
    });
    const mismatch = await put(user.id, token, form({ password: 'Haslo-456', repeatpassword: 'Haslo-457' }));
    expect(mismatch.json().formError).toEqual({ repeatpassword: 'form.validate.passwdmatch' });
    expect(await findUserById(t.database.db, user.id)).toEqual(user);
  });

  it('refuses an e-mail or role change from a non-admin with not_allowed', async () => {
    const { user, token } = await userWithSession(t);
    const response = await put(user.id, token, form({ email: 'new@example.com', role_id: 1 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({
      email: 'form.validate.not_allowed',
      role_id: 'form.validate.not_allowed',
    });
    expect(await findUserById(t.database.db, user.id)).toEqual(user);
  });

  it('lets an administrator change e-mail and role, answers the admin view and writes an audit row', async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t, { lastIp: '203.0.113.7' });
    const response = await put(user.id, admin.token, form({ email: 'Premium.Widz@Example.com', role_id: 3 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'premium.widz@example.com',
      role_id: 3,
      role: 'premium',
      last_ip: '203.0.113.7',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, action: 'user.update', entity: 'user' });
    expect(audit?.changes).toMatchObject({
      before: { email: user.email, roleId: 2 },
      after: { email: 'premium.widz@example.com', roleId: 3 },
    });
  });

  it('refuses an e-mail another account has', async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    const other = await createUser(t);
    const response = await put(user.id, admin.token, form({ email: other.email }));
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ email: 'form.validate.email_taken' });
    expect(await findUserById(t.database.db, user.id)).toEqual(user);
  });

  it('answers email_taken when the unique index refuses a concurrent edit', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect(await updateUserUnlessEmailTaken(t.database.db, user.id, { email: other.email })).toBe(
      'email_taken',
    );
  });

  it('gives the administrator role only to e-mails on trusted domains', async () => {
    const admin = await demoSession(t, 'admin');
    const outsider = await createUser(t);
    const refused = await put(outsider.id, admin.token, form({ role_id: 1 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().formError).toEqual({ role_id: 'form.validate.admin_domain' });
    expect((await findUserById(t.database.db, outsider.id))?.roleId).toBe(2);

    const staff = await createUser(t, { email: 'kasa@scena.local' });
    const granted = await put(staff.id, admin.token, form({ role_id: 1 }));
    expect(granted.statusCode).toBe(200);
    expect(granted.json().role).toBe('admin');

    const movedOut = await put(staff.id, admin.token, form({ email: 'kasa@example.com' }));
    expect(movedOut.json().formError).toEqual({ role_id: 'form.validate.admin_domain' });
  });

  it('asks an administrator too for the current password to change their own password or e-mail', async () => {
    const staff = await createUser(t, { email: 'kasjer@scena.local', roleId: 1 });
    const staffToken = await createSession(t, staff.id, { adminLink: true });
    for (const change of [
      { password: 'Nowe_Haslo-9', repeatpassword: 'Nowe_Haslo-9' },
      { email: 'kasjer-nowy@scena.local' },
    ]) {
      const refused = await put(staff.id, staffToken, form({ ...change, role_id: 1 }));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().formError).toEqual({ current_password: 'form.validate.required' });
    }
    expect(await findUserById(t.database.db, staff.id)).toEqual(staff);
    const moved = await put(
      staff.id,
      staffToken,
      form({ email: 'kasjer-nowy@scena.local', role_id: 1, current_password: FIXTURE_PASSWORD }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await findUserById(t.database.db, staff.id))?.email).toBe('kasjer-nowy@scena.local');
  });

  it('lets an administrator lose the role only through another administrator', async () => {
    const admin = await demoSession(t, 'admin');
    const staff = await createUser(t, { email: 'widownia@scena.local', roleId: 1 });
    const staffToken = await createSession(t, staff.id, { adminLink: true });
    const own = await put(staff.id, staffToken, form({ role_id: 2 }));
    expect(own.statusCode).toBe(422);
    expect(own.json().formError).toEqual({ role_id: 'form.validate.own_admin_role' });
    expect((await findUserById(t.database.db, staff.id))?.roleId).toBe(1);

    const byAnother = await put(staff.id, admin.token, form({ role_id: 2 }));
    expect(byAnother.statusCode).toBe(200);
    expect((await findUserById(t.database.db, staff.id))?.roleId).toBe(2);
  });

  it('does not mark an account deleted through an edit', async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    const response = await put(user.id, admin.token, form({ role_id: 5 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ role_id: 'form.validate.wrong' });
  });

  describe('who may not', () => {
    it('anonymous: 401 SESSION_EXPIRED', async () => {
      const user = await createUser(t);
      const response = await put(user.id, undefined, form());
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SESSION_EXPIRED');
    });

    it("another user: 404 for someone else's id, a missing id and a malformed id", async () => {
      const victim = await createUser(t);
      const { token } = await userWithSession(t);
      for (const url of [`/api/users/${victim.id}`, '/api/users/999999', '/api/users/abc']) {
        const response = await t.app.inject({ method: 'PUT', url, payload: form(), headers: auth(token) });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await findUserById(t.database.db, victim.id)).toEqual(victim);
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { user, token } = await bannedUserWithSession(t);
      const response = await put(user.id, token, form());
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.firstname).toBe(user.firstname);
    });
  });
});
