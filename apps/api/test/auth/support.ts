import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bans, oneTimeTokens, sessions, users } from '../../src/db/schema';
import { auth, linkFromMail, signIn, verifiedUser, type TestApp } from '../helpers';

/** Test-side shortcuts for the auth suites: rows to assert on, and states set directly in the database. */

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function sessionRows(t: TestApp, userId: number) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.id);
}

export async function linkRows(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.userId, userId))
    .orderBy(oneTimeTokens.id);
}

export async function rowCount(t: TestApp, table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function setRole(t: TestApp, id: number, roleId: number) {
  await t.database.db.update(users).set({ roleId }).where(eq(users.id, id));
}

/** A ban as the back-office writes it: forever, or until a moment. */
export async function ban(t: TestApp, userId: number, until: Date | 'forever') {
  const [row] = await t.database.db
    .insert(bans)
    .values({
      userId,
      reason: 'Naruszenie regulaminu',
      forever: until === 'forever' ? 1 : 0,
      expirationDate: until === 'forever' ? null : until,
      createdAt: t.clock.now(),
    })
    .returning();
  return row!;
}

export async function liftBan(t: TestApp, banId: number) {
  await t.database.db.delete(bans).where(eq(bans.id, banId));
}

export function validateSession(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });
}

/** An administrator of its own (a verified account raised to role 1), so tests never share one. */
export async function ownAdmin(t: TestApp) {
  const user = await verifiedUser(t.app);
  await setRole(t, user.id, 1);
  return user;
}

/** The password step of an administrator's sign-in, then the body the mailed link would post. */
export async function adminLinkBody(t: TestApp, email: string, password: string) {
  const first = await signIn(t.app, email, password);
  if (first.statusCode !== 403) throw new Error(`expected the admin link, got ${first.body}`);
  const link = await linkFromMail(t.app, email, '/logowanie');
  return {
    login_token: link.searchParams.get('login_token')!,
    login_email: link.searchParams.get('login_email')!,
  };
}

/** The e-mail and token a mailed link carries (verification and reset links). */
export async function emailTokenFromMail(t: TestApp, email: string, path: string) {
  const link = await linkFromMail(t.app, email, path);
  return { email: link.searchParams.get('email')!, token: link.searchParams.get('token')! };
}
