import { and, count, inArray, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, orders } from '../../db/schema';

/** Orders per kind and status: one grouped count, read when /metrics is scraped. */
export function countOrdersByKindAndStatus(db: Db) {
  return db
    .select({ kind: orders.kind, status: orders.status, count: count() })
    .from(orders)
    .groupBy(orders.kind, orders.status);
}

/**
 * The outbox's unsent mail (waiting or being sent), the mail given up on, and since when the longest-waiting
 * mail has been due (a lapsed sending lease is due again, as claimDueMails reads it); all through the (status, next_attempt_at) index, never over the sent mail.
 */
export async function mailOutboxBacklog(db: Db, now: Date) {
  const byStatus = await db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.status);
  const [oldest] = await db
    .select({ dueSince: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)));
  const countOf = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  return {
    unsent: countOf('pending') + countOf('sending'),
    failed: countOf('failed'),
    oldestDueSince: oldest?.dueSince ?? null,
  };
}
