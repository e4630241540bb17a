import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMailbox, mailOutbox } from '../../db/schema';
import type { OutgoingMail } from '../../adapters/mail/transport';

export async function insertOutboxMail(db: Db, mail: OutgoingMail & { kind: string }, now: Date) {
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now, createdAt: now });
}

/**
 * Claims due mails for one delivery: pending ones whose time has come, and ones another instance claimed but
 * never finished (its lease ran out). Claimed rows are leased (status "sending") until `leaseUntil`, so the
 * sending happens outside any transaction and other instances skip them.
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return due;
    await tx
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((mail) => mail.id),
        ),
      );
    return due;
  });
}

export async function markMailSent(db: Db, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: retryAt ?? sql`${mailOutbox.nextAttemptAt}`,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

export async function listMailboxMessages(db: Db, limit: number) {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);
}
