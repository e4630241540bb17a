import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refunds, users, type RefundRow } from '../../../db/schema';

export type RefundStatus = 'PENDING' | 'FINALIZED' | 'CANCELED';

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const rows = await db.insert(refunds).values(values).returning();
  return rows[0]!;
}

/** Changes a refund while it is PENDING: FINALIZED and CANCELED are final. */
export async function updatePendingRefund(
  db: Db,
  id: number,
  values: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow | undefined> {
  const rows = await db
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning();
  return rows[0];
}

/**
 * Stores PayU's refundId on our request, unless PayU's notification was faster and matched the request to its
 * refund already (handle-notification.ts): that match stands. Callers hold the order's lock, as the handler does.
 */
export async function setPayuRefundId(db: Db, id: number, payuRefundId: string) {
  await db
    .update(refunds)
    .set({ payuRefundId })
    .where(and(eq(refunds.id, id), isNull(refunds.payuRefundId)));
}

export async function findRefundByPayuId(db: Db, payuRefundId: string): Promise<RefundRow | undefined> {
  const rows = await db.select().from(refunds).where(eq(refunds.payuRefundId, payuRefundId)).limit(1);
  return rows[0];
}

/** The oldest request of this amount that PayU has not named yet (its notification may beat its answer). */
export async function findUnnamedPendingRefund(
  db: Db,
  orderId: number,
  amountGrosze: number,
): Promise<RefundRow | undefined> {
  const rows = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'PENDING'),
        eq(refunds.amountGrosze, amountGrosze),
        isNull(refunds.payuRefundId),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(1);
  return rows[0];
}

/** Grosze refunded per order in the given statuses (finalized ones before `finalizedBefore`, when given). */
export async function sumRefundsByOrder(
  db: Db,
  orderIds: number[],
  filter: { statuses: readonly RefundStatus[]; finalizedBefore?: Date },
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, grosze: sql<number>`sum(${refunds.amountGrosze})::int` })
    .from(refunds)
    .where(
      and(
        inArray(refunds.orderId, orderIds),
        inArray(refunds.status, [...filter.statuses]),
        filter.finalizedBefore ? lt(refunds.finalizedAt, filter.finalizedBefore) : undefined,
      ),
    )
    .groupBy(refunds.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.grosze)]));
}

/** An order's refunds, oldest first, with who asked for each. */
export async function listRefundsOf(db: Db, orderId: number) {
  return db
    .select({ refund: refunds, firstname: users.firstname, lastname: users.lastname })
    .from(refunds)
    .leftJoin(users, eq(refunds.requestedByUserId, users.id))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
