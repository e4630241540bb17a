import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from '@scena/shared';
import type { TUserSortColumn } from '@scena/shared/users/user-list';
import type { Db } from '../../db/client';
import { orders, users, type NewUserRow, type UserRow } from '../../db/schema';
import { orRefusal } from '../../lib/db-errors';
import { patternOf } from '../search';

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

/**
 * paymentStatus of admin-commerce-people.md §3: how many of the user's orders are COMPLETED. The outer row is
 * named in full: drizzle writes a one-table query's columns unqualified, and a bare "id" here is the order's.
 */
const completedOrders = sql<number>`(select count(*)::int from ${orders}
  where ${orders.userId} = "users"."id" and ${orders.status} = 'COMPLETED')`;

/** The expression of migration 0007's trigram index, so that the index serves the match. */
const searchable = sql`lower(f_unaccent(${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email}))`;

/** Names in Polish order (migration 0007 makes the collation where the database lacks it). */
const polish = (column: AnyPgColumn) => sql`${column} collate "pl-PL-x-icu"`;

const SORT_COLUMNS: Record<TUserSortColumn, SQL> = {
  id: sql`${users.id}`,
  firstname: polish(users.firstname),
  lastname: polish(users.lastname),
  email: sql`${users.email}`,
  role_id: sql`${users.roleId}`,
  created_at: sql`${users.createdAt}`,
  last_login: sql`${users.lastLogin}`,
  paymentStatus: completedOrders,
};

export interface UserListFilter {
  /** Each word must occur in the first name, the last name or the e-mail, ignoring case and diacritics. */
  words: string[];
  sort: TUserSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Deleted accounts (role 5) have no name or e-mail left to find them by: the list leaves them out. */
function listedUsers(words: string[]) {
  return and(
    ne(users.roleId, ROLE.deleted),
    ...words.map((word) => sql`${searchable} like ${patternOf(word)}`),
  );
}

/** One page of the administrator's user list, each user with their count of completed orders. */
export async function findUsersPage(db: Db, filter: UserListFilter) {
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  return db
    .select({ user: users, paymentStatus: completedOrders })
    .from(users)
    .where(listedUsers(filter.words))
    .orderBy(sql`${SORT_COLUMNS[filter.sort]} ${direction} nulls last`, sql`${users.id} ${direction}`)
    .limit(filter.limit)
    .offset(filter.offset);
}

/** How many users the list's search matches in all. */
export async function countUsers(db: Db, words: string[]): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(listedUsers(words));
  return Number(rows[0]?.n ?? 0);
}

/** The user's count of completed orders (paymentStatus). */
export async function countCompletedOrders(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'COMPLETED')));
  return Number(rows[0]?.n ?? 0);
}
