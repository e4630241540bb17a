import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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
 * Stores PayU's refundId on our request, unless the request is named already or another refund of the order holds
 * that id (PayU's notification named it first): what was matched first stands, and this request waits for its own
 * notification or for the job's question. Callers hold the order's lock, as PayU's notification handler does.
 */
export async function nameRefund(
  db: Db,
  refund: RefundRow,
  payuRefundId: string,
): Promise<RefundRow | undefined> {
  const rows = await db
    .update(refunds)
    .set({ payuRefundId })
    .where(
      and(
        eq(refunds.id, refund.id),
        isNull(refunds.payuRefundId),
        sql`not exists (select 1 from ${refunds} r where r.order_id = ${refund.orderId} and r.payu_refund_id = ${payuRefundId})`,
      ),
    )
    .returning();
  return rows[0];
}

/** A refund of the order by PayU's refundId (unique within an order). */
export async function findRefundByPayuId(
  db: Db,
  orderId: number,
  payuRefundId: string,
): Promise<RefundRow | undefined> {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.payuRefundId, payuRefundId)))
    .limit(1);
  return rows[0];
}

export async function findRefundOfOrder(db: Db, orderId: number, id: number): Promise<RefundRow | undefined> {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.id, id)))
    .limit(1);
  return rows[0];
}

/**
 * A refund we cancelled without PayU's word (no refundId: PayU refused the request, or did not list it after a
 * minute) becomes PENDING again when PayU tells of it after all: the money went, so the row must count.
 */
export async function reviveRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const rows = await db
    .update(refunds)
    .set({ status: 'PENDING' })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'CANCELED'), isNull(refunds.payuRefundId)))
    .returning();
  return rows[0];
}

/** The order's requests PayU has not acknowledged yet (PENDING, no refundId), newest first. */
export async function listUnconfirmedRefunds(db: Db, orderId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'PENDING'), isNull(refunds.payuRefundId)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/**
 * Claims the orders whose PENDING refunds are due for a question to PayU (any instance may run the job): their
 * rows are locked, skipping those another instance holds, and leased until `leaseUntil`. Answers the order ids.
 */
export async function claimRefundChecks(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id, orderId: refunds.orderId })
      .from(refunds)
      .where(
        and(eq(refunds.status, 'PENDING'), or(isNull(refunds.nextCheckAt), lte(refunds.nextCheckAt, now))),
      )
      .orderBy(asc(refunds.nextCheckAt), asc(refunds.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(refunds)
      .set({ nextCheckAt: leaseUntil })
      .where(
        inArray(
          refunds.id,
          due.map((refund) => refund.id),
        ),
      );
    return [...new Set(due.map((refund) => refund.orderId))];
  });
}

/** When the job asks about a refund still PENDING next. */
export async function setRefundNextCheck(db: Db, id: number, at: Date) {
  await db
    .update(refunds)
    .set({ nextCheckAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')));
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
