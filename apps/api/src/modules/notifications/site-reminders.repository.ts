import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bans, users } from '../../db/schema';

export interface SiteReminderRecipient {
  id: number;
  email: string;
  firstname: string;
  language: string;
  unsubscribeToken: string | null;
}

/**
 * Marks up to `limit` users due a site reminder as reminded at `now` and answers them: mailing subscribers among
 * the audience (standard and premium; verified, not deleted, not banned) who have not signed in since
 * `awaySince` (nor signed up, if they never have) and were not reminded since then. The rows are picked with FOR
 * UPDATE SKIP LOCKED and re-checked once locked, so two instances never remind the same user.
 */
export async function claimSiteReminderRecipients(
  db: Db,
  options: { now: Date; awaySince: Date; limit: number },
): Promise<SiteReminderRecipient[]> {
  const { now, awaySince, limit } = options;
  const due = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.mailing, true),
        inArray(users.roleId, [2, 3]),
        isNull(users.deletedAt),
        isNotNull(users.verifiedAt),
        lt(sql`coalesce(${users.lastLogin}, ${users.createdAt})`, awaySince),
        or(isNull(users.siteRemindedAt), lt(users.siteRemindedAt, awaySince)),
        sql`not exists (select 1 from ${bans} where ${and(
          eq(bans.userId, users.id),
          or(eq(bans.forever, 1), gt(bans.expirationDate, now)),
        )})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(users).set({ siteRemindedAt: now }).where(inArray(users.id, due)).returning({
    id: users.id,
    email: users.email,
    firstname: users.firstname,
    language: users.language,
    unsubscribeToken: users.unsubscribeToken,
  });
}
