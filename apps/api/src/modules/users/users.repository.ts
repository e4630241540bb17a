import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';
import { orRefusal } from '../../lib/db-errors';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a user; answers undefined when the e-mail is already taken (the unique index decides, not a race). */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return rows[0];
}

export async function isEmailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function findUserByUnsubscribeToken(db: Db, token: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.unsubscribeToken, token)).limit(1);
  return rows[0];
}

/** Like updateUser, but answers 'email_taken' when the unique index refuses the e-mail (a concurrent edit won). */
export async function updateUserUnlessEmailTaken(
  db: Db,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | 'email_taken' | undefined> {
  return orRefusal<UserRow | undefined, 'email_taken'>(updateUser(db, id, values), { unique: 'email_taken' });
}

/**
 * Updates the user only if the password and role are still the ones the caller checked; locks the row. A
 * sign-in that overlaps a password reset or a role change then fails instead of outliving it.
 */
export async function updateUserIfUnchanged(
  db: Db,
  id: number,
  checked: { passwordHash: string; roleId: number },
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set(values)
    .where(
      and(eq(users.id, id), eq(users.passwordHash, checked.passwordHash), eq(users.roleId, checked.roleId)),
    )
    .returning();
  return rows[0];
}
