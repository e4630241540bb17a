import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import type { Db } from '../../db/client';
import { bans, users } from '../../db/schema';

export interface SiteReminderRecipient {
  id: number;
  email: string;
  firstname: string;
  language: string;
  unsubscribeToken: string | null;
}

interface DueWindow {
  now: Date;
  /** Neither signed in (or up) nor reminded since then. */
  awaySince: Date;
}

/**
 * Who is due a site reminder: mailing subscribers among the audience (standard and premium; verified, not
 * deleted, not banned) who have not signed in since `awaySince` (nor signed up, if they never have) and were not
 * reminded since then.
 */
function dueForSiteReminder({ now, awaySince }: DueWindow) {
  return and(
    eq(users.mailing, true),
    inArray(users.roleId, [ROLE.standard, ROLE.premium]),
    isNull(users.deletedAt),
    isNotNull(users.verifiedAt),
    lt(sql`coalesce(${users.lastLogin}, ${users.createdAt})`, awaySince),
    or(isNull(users.siteRemindedAt), lt(users.siteRemindedAt, awaySince)),
    sql`not exists (select 1 from ${bans} where ${and(
      eq(bans.userId, users.id),
      or(eq(bans.forever, 1), gt(bans.expirationDate, now)),
    )})`,
  );
}

/** Whether anybody is due a site reminder: one indexed look, so a run with nobody due does nothing more. */
export async function anySiteReminderDue(db: Db, window: DueWindow): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(dueForSiteReminder(window)).limit(1);
  return rows.length > 0;
}

/**
 * Marks up to `limit` users due a site reminder as reminded at `now` and answers them. The rows are picked with
 * FOR UPDATE SKIP LOCKED and re-checked once locked, so two instances never remind the same user.
 */
export async function claimSiteReminderRecipients(
  db: Db,
  window: DueWindow & { limit: number },
): Promise<SiteReminderRecipient[]> {
  const due = db
    .select({ id: users.id })
    .from(users)
    .where(dueForSiteReminder(window))
    .orderBy(asc(users.id))
    .limit(window.limit)
    .for('update', { skipLocked: true });
  return db.update(users).set({ siteRemindedAt: window.now }).where(inArray(users.id, due)).returning({
    id: users.id,
    email: users.email,
    firstname: users.firstname,
    language: users.language,
    unsubscribeToken: users.unsubscribeToken,
  });
}
