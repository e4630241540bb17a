import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAutobanDetails, TBanOrigin } from '@scena/shared';
import type { Db } from '../../db/client';
import { bans, users } from '../../db/schema';

/** The administrator who made the ban (none for a ban the platform made, or when that account is gone). */
const creator = alias(users, 'creator');

const banWithUser = {
  id: bans.id,
  userId: bans.userId,
  reason: bans.reason,
  expirationDate: bans.expirationDate,
  forever: bans.forever,
  createdAt: bans.createdAt,
  origin: bans.origin,
  details: bans.details,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  countryCode: users.countryCode,
  creatorId: creator.id,
  creatorFirstname: creator.firstname,
  creatorLastname: creator.lastname,
};

export type BanWithUser = Awaited<ReturnType<typeof listBansWithUsers>>[number];

/** Every ban (or one user's, or one), newest first, with the banned user's name and e-mail and who made it. */
export async function listBansWithUsers(db: Db, filter: { userId?: number; id?: number } = {}) {
  return db
    .select(banWithUser)
    .from(bans)
    .innerJoin(users, eq(users.id, bans.userId))
    .leftJoin(creator, eq(creator.id, bans.createdBy))
    .where(
      and(
        filter.userId === undefined ? undefined : eq(bans.userId, filter.userId),
        filter.id === undefined ? undefined : eq(bans.id, filter.id),
      ),
    )
    .orderBy(desc(bans.createdAt), desc(bans.id));
}

export async function insertBan(
  db: Db,
  values: {
    userId: number;
    reason: string;
    expirationDate: Date | null;
    forever: boolean;
    createdAt: Date;
    /** Null for a ban the platform makes by itself (the autoban). */
    createdBy: number | null;
    origin?: TBanOrigin;
    details?: TAutobanDetails;
  },
) {
  const rows = await db
    .insert(bans)
    .values({ ...values, forever: values.forever ? 1 : 0 })
    .returning();
  return rows[0]!;
}

/** Deletes the ban; answers the deleted row's user id, or undefined when there was no such ban. */
export async function deleteBanRow(db: Db, id: number) {
  const rows = await db.delete(bans).where(eq(bans.id, id)).returning();
  return rows[0];
}
