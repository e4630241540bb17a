import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bans, oneTimeTokens, sessions, users } from '../../db/schema';
import { preparedOn } from '../../lib/prepared-query';

export type LinkPurpose = 'verify' | 'reset' | 'admin_login';

/**
 * The session of a token hash with its user, and whether a ban of the user is in force at `now`: one round trip
 * for every signed-in request.
 */
const sessionWithUser = preparedOn((db) =>
  db
    .select({
      session: sessions,
      user: users,
      banned: sql<boolean>`exists (select 1 from ${bans} where ${and(
        eq(bans.userId, users.id),
        or(eq(bans.forever, 1), gt(bans.expirationDate, sql.placeholder('now'))),
      )})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

export async function findSessionWithUser(db: Db, tokenHash: string, now: Date) {
  const rows = await sessionWithUser(db).execute({ tokenHash, now });
  return rows[0];
}

export async function insertSession(
  db: Db,
  values: {
    userId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    adminLink: boolean;
  },
) {
  await db.insert(sessions).values(values);
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function findActiveBan(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(bans)
    .where(and(eq(bans.userId, userId), or(eq(bans.forever, 1), gt(bans.expirationDate, now))))
    .limit(1);
  return rows[0];
}

export async function insertLinkToken(
  db: Db,
  values: { userId: number; purpose: LinkPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values(values);
}

/**
 * Marks the user's unused links of this purpose as used, but for the newest `keep` that still work: with 0, none
 * of them works any more.
 */
export async function retireLinkTokens(db: Db, userId: number, purpose: LinkPurpose, now: Date, keep = 0) {
  const ofUser = and(
    eq(oneTimeTokens.userId, userId),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
  );
  const kept = db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(ofUser, gt(oneTimeTokens.expiresAt, now)))
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.id))
    .limit(keep);
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(ofUser, keep > 0 ? notInArray(oneTimeTokens.id, kept) : undefined));
}

/**
 * Uses a link once: the update succeeds only for an unused, unexpired token of this user and purpose, so two
 * concurrent uses cannot both win.
 */
export async function consumeLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Checks a link without using it (the reset page checks before showing the form). */
export async function findValidLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Whether this token was ever issued to the user for `purpose` (used or not, expired or not). */
export async function wasLinkTokenIssued(db: Db, userId: number, purpose: LinkPurpose, tokenHash: string) {
  const rows = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Sessions that ended before `before`, at most `limit` of them; answers how many went. */
export async function deleteSessionsEndedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expiresAt, before))
    .limit(limit);
  const rows = await db
    .delete(sessions)
    .where(and(inArray(sessions.id, ended), lt(sessions.expiresAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Mailed links that stopped working before `before`, used or not, at most `limit` of them. */
export async function deleteLinkTokensEndedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const ended = db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, before))
    .limit(limit);
  const rows = await db
    .delete(oneTimeTokens)
    .where(and(inArray(oneTimeTokens.id, ended), lt(oneTimeTokens.expiresAt, before)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
