import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/crypto';
import { findUserById } from '../../src/modules/users/users.repository';
import { auth, createTestApp, signUpForm, type TestApp } from '../helpers';
import {
  FIXTURE_PASSWORD,
  bannedUserWithSession,
  createUser,
  demoSession,
  sessionsOf,
  userWithSession,
} from './session-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function del(id: number | string, token?: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: token ? auth(token) : {} });
}

describe('DELETE /api/users/{id}', () => {
  it('closes the own account: data erased, role 5, sessions revoked, audit row; the old session answers 401', async () => {
    const { user, token } = await userWithSession(t, {
      street: 'ul. Długa 5',
      postalCode: '00-950',
      city: 'Warszawa',
      state: 'mazowieckie',
      nip: '1234563218',
      company: 'Teatr Nowy',
      mailing: true,
      mailingConsentAt: t.clock.now(),
      unsubscribeToken: 'fixture-token-delete',
      lastIp: '203.0.113.9',
      lastCountry: 'DE',
    });
    const response = await del(user.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await findUserById(t.database.db, user.id);
    expect(row).toMatchObject({
      roleId: 5,
      email: `deleted-${user.id}@deleted.invalid`,
      firstname: 'Usunięty',
      lastname: 'użytkownik',
      birthday: null,
      countryCode: null,
      street: null,
      postalCode: null,
      city: null,
      state: null,
      nip: null,
      company: null,
      mailing: false,
      mailingConsentAt: null,
      unsubscribeToken: null,
      lastIp: null,
      lastCountry: null,
      deletedAt: t.clock.now(),
    });
    expect(await verifyPassword(row!.passwordHash, FIXTURE_PASSWORD)).toBe(false);
    expect((await sessionsOf(t, user.id)).map((s) => s.revokedReason)).toEqual(['deleted']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(audit).toMatchObject({ actorUserId: user.id, action: 'user.delete', entity: 'user' });

    const after = await t.app.inject({ method: 'GET', url: `/api/mailing/${user.id}`, headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('frees the e-mail address for a new account', async () => {
    const { user, token } = await userWithSession(t);
    expect((await del(user.id, token)).statusCode).toBe(200);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpForm({ email: user.email }),
    });
    expect(signUp.statusCode).toBe(201);
  });

  it("lets an administrator delete someone else's account", async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    const response = await del(user.id, admin.token);
    expect(response.statusCode).toBe(200);
    expect((await findUserById(t.database.db, user.id))?.roleId).toBe(5);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(audit?.actorUserId).toBe(admin.user.id);
    expect((await del(user.id, admin.token)).statusCode).toBe(404);
  });

  it('erases the personal data from the audit rows of earlier edits, which stay', async () => {
    const admin = await demoSession(t, 'admin');
    const user = await createUser(t);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth(admin.token),
      payload: {
        firstname: 'Zażółć',
        lastname: 'Nowakowska',
        birthday: '1991-02-03',
        country_code: 'de',
        street: 'ul. Długa 5',
        postal_code: '00-950',
        city: 'Kraków',
        state: 'małopolskie',
        company: '',
        nip: '',
        language: 'en',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await del(user.id, admin.token)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    const update = rows.find((row) => row.action === 'user.update')!.changes as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(update.after).toMatchObject({ lastname: '[erased]', city: '[erased]', street: '[erased]' });
    // What is not personal data keeps its values.
    expect(update.after.language).toBe('en');
    expect(JSON.stringify(rows)).not.toMatch(/Nowakowska|Kraków|Długa|małopolskie/);
    expect(rows.find((row) => row.action === 'user.delete')?.changes).toEqual({
      before: { roleId: 2 },
      after: { roleId: 5 },
    });
  });

  describe('who may not', () => {
    it('anonymous: 401', async () => {
      const user = await createUser(t);
      const response = await del(user.id);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SESSION_EXPIRED');
      expect(await findUserById(t.database.db, user.id)).toEqual(user);
    });

    it('another user: 404, and the account is untouched', async () => {
      const victim = await createUser(t);
      const { token } = await userWithSession(t);
      const response = await del(victim.id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(await findUserById(t.database.db, victim.id)).toEqual(victim);
      expect((await del('abc', token)).statusCode).toBe(404);
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { user, token } = await bannedUserWithSession(t);
      const response = await del(user.id, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
      expect((await findUserById(t.database.db, user.id))?.roleId).toBe(2);
    });
  });
});
