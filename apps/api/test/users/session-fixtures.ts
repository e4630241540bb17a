import { count, eq } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import { auditLog, sessions, type NewUserRow, type UserRow } from '../../src/db/schema';
import { hashPassword, hashToken, newToken } from '../../src/lib/crypto';
import { insertSession } from '../../src/modules/auth/auth.repository';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { findUserByEmail, insertUser } from '../../src/modules/users/users.repository';
import { DEMO_ACCOUNTS, type TestApp } from '../helpers';

/**
 * Users and sessions written straight through the repositories, so these tests do not depend on the sign-in
 * and verification endpoints of the auth module.
 */

export const FIXTURE_PASSWORD = 'Haslo-123';
let fixturePasswordHash: Promise<string> | undefined;
let counter = 0;

export async function createUser(t: TestApp, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  counter += 1;
  fixturePasswordHash ??= hashPassword(FIXTURE_PASSWORD);
  const now = t.clock.now();
  const user = await insertUser(t.database.db, {
    email: `fixture${counter}.${newToken().slice(0, 6).toLowerCase()}@example.com`,
    passwordHash: await fixturePasswordHash,
    firstname: 'Zofia',
    lastname: 'Wiśniewska',
    birthday: '1990-05-17',
    countryCode: 'PL',
    roleId: ROLE.standard,
    language: 'pl',
    tosVersion: 1,
    tosAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
    verifiedAt: now,
    ...overrides,
  });
  if (!user) throw new Error('fixture user: e-mail taken');
  return user;
}

/**
 * A live 12-hour session for the user; answers the token to send as x-auth-token. `adminLink`: opened through an
 * administrator's mailed link (an administrator's session without it resolves as none).
 */
export async function createSession(
  t: TestApp,
  userId: number,
  options: { adminLink?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const now = t.clock.now();
  await insertSession(t.database.db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
    ip: '127.0.0.1',
    userAgent: 'vitest',
    adminLink: options.adminLink ?? false,
  });
  return token;
}

export async function userWithSession(t: TestApp, overrides: Partial<NewUserRow> = {}) {
  const user = await createUser(t, overrides);
  return { user, token: await createSession(t, user.id, { adminLink: user.roleId === ROLE.admin }) };
}

/** A session of a seeded demo account (admin: ROLE.admin on a trusted domain). */
export async function demoSession(t: TestApp, role: keyof typeof DEMO_ACCOUNTS) {
  const user = await findUserByEmail(t.database.db, DEMO_ACCOUNTS[role].email);
  if (!user) throw new Error(`demo account ${role} is missing`);
  return { user, token: await createSession(t, user.id, { adminLink: user.roleId === ROLE.admin }) };
}

/** A standard user with a live session and an active ban (their requests answer USER_BLOCKED). */
export async function bannedUserWithSession(t: TestApp) {
  const { user, token } = await userWithSession(t);
  await insertBan(t.database.db, {
    userId: user.id,
    reason: 'test',
    expirationDate: null,
    forever: true,
    createdAt: t.clock.now(),
    createdBy: user.id,
  });
  return { user, token };
}

export async function auditCount(t: TestApp, action?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row?.n ?? 0;
}

export async function sessionsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.id);
}
