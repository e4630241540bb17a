import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderTally } from '@scena/shared/commerce/payments-summary';
import { STOCK_HOLDING_STATUSES } from '@scena/shared/commerce/order-status';
import type { Db } from '../../../db/client';
import { codeActivations, codes, events, orders, refunds, videos } from '../../../db/schema';

/** How the orders are grouped: by Warsaw day of placing, by what they are for, by event, by video. */
export type TallyKey = 'day' | 'product' | 'event' | 'video';

/** A group of alike orders (OrderTally) with its key and the kind of its orders. */
export type KeyedTally = OrderTally & { key: string; kind: string };

const KEYS: Record<TallyKey, SQL> = {
  day: sql`((${orders.createdAt} at time zone 'Europe/Warsaw')::date)::text`,
  product: sql`case when ${orders.eventId} is not null then 'event' when ${orders.videoId} is not null then 'video' else 'any' end`,
  event: sql`${orders.eventId}::text`,
  video: sql`${orders.videoId}::text`,
};

const usedBy = alias(orders, 'used_by');

/**
 * The orders placed in [createdFrom, createdBefore) (any time when not given), summed in groups of orders that
 * the summary's rules treat alike (payments-summary.ts), so the rules are applied to a few groups instead of
 * to every order. Refunds count when finalized before `end`, and "updated after the end" is read against it,
 * as the payments lists do (docs/decisions.md). Codes made are counted for gifts and group tickets only, the
 * orders that make them; a made code is used when an order of someone who activated it holds it.
 */
export async function tallyOrders(
  db: Db,
  by: TallyKey,
  filter: { createdFrom?: Date; createdBefore?: Date; end: Date; withCodes: boolean },
): Promise<KeyedTally[]> {
  const end = sql`${filter.end.toISOString()}::timestamptz`;
  const refunded = db
    .select({
      orderId: refunds.orderId,
      grosze: sql<string>`sum(${refunds.amountGrosze})`.as('refunded_grosze'),
    })
    .from(refunds)
    .where(and(eq(refunds.status, 'FINALIZED'), lt(refunds.finalizedAt, filter.end)))
    .groupBy(refunds.orderId)
    .as('refunded');
  const makesCodes = sql`${orders.kind} in ('gift', 'group_ticket')`;
  const codesMade = filter.withCodes
    ? sql<number>`case when ${makesCodes} then (select count(*) from ${codes} where ${codes.sourceOrderId} = ${orders.id}) else 0 end`
    : sql<number>`0`;
  const codesUsed = filter.withCodes
    ? sql<number>`case when ${makesCodes} then (select count(*) from ${codes} where ${codes.sourceOrderId} = ${orders.id} and exists (select 1 from ${orders} ${usedBy} join ${codeActivations} on ${codeActivations.codeId} = ${usedBy.codeId} and ${codeActivations.userId} = ${usedBy.userId} where ${usedBy.codeId} = ${codes.id} and ${inArray(usedBy.status, [...STOCK_HOLDING_STATUSES])})) else 0 end`
    : sql<number>`0`;
  const classified = db
    .select({
      key: KEYS[by].as('key'),
      kind: orders.kind,
      status: orders.status,
      paid: sql<boolean>`${orders.amountGrosze} > 0`.as('paid'),
      oneFree: orders.oneFree,
      updatedAfterEnd: sql<boolean>`${orders.updatedAt} > ${end}`.as('updated_after_end'),
      amount: orders.amountGrosze,
      refunded: sql<number>`coalesce(${refunded.grosze}, 0)`.as('refunded'),
      codesMade: codesMade.as('codes_made'),
      codesUsed: codesUsed.as('codes_used'),
    })
    .from(orders)
    .leftJoin(refunded, eq(refunded.orderId, orders.id))
    .where(
      and(
        filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
        filter.createdBefore ? lt(orders.createdAt, filter.createdBefore) : undefined,
        by === 'event' ? isNotNull(orders.eventId) : undefined,
        by === 'video' ? isNotNull(orders.videoId) : undefined,
      ),
    )
    .as('classified');
  const rows = await db
    .select({
      key: classified.key,
      kind: classified.kind,
      status: classified.status,
      paid: classified.paid,
      oneFree: classified.oneFree,
      updatedAfterEnd: classified.updatedAfterEnd,
      orders: sql<number>`count(*)::int`,
      // Sums of grosze can pass 2^31: bigint, read back as text.
      amount: sql<string>`sum(${classified.amount})::bigint::text`,
      refunded: sql<string>`sum(${classified.refunded})::bigint::text`,
      codesMade: sql<number>`sum(${classified.codesMade})::int`,
      codesUsed: sql<number>`sum(${classified.codesUsed})::int`,
    })
    .from(classified)
    .groupBy(
      classified.key,
      classified.kind,
      classified.status,
      classified.paid,
      classified.oneFree,
      classified.updatedAfterEnd,
    );
  return rows.map((row) => ({
    key: String(row.key),
    kind: row.kind,
    status: row.status,
    paid: Boolean(row.paid),
    oneFree: Boolean(row.oneFree),
    updatedAfterEnd: Boolean(row.updatedAfterEnd),
    orders: Number(row.orders),
    amount: Number(row.amount),
    refunded: Number(row.refunded),
    codesMade: Number(row.codesMade),
    codesUsed: Number(row.codesUsed),
  }));
}

/** Completed rentals per video (each a person with access: bought, redeemed with a code, or granted). */
export async function countCompletedRentals(db: Db): Promise<Array<{ videoId: number; rentals: number }>> {
  const rows = await db
    .select({ videoId: orders.videoId, rentals: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.kind, 'video'), eq(orders.status, 'COMPLETED')))
    .groupBy(orders.videoId);
  return rows.map((row) => ({ videoId: row.videoId!, rentals: Number(row.rentals) }));
}

/** Every video with its views and when it was added, most viewed first. */
export async function listVideoViews(db: Db) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      slug: videos.slug,
      views: videos.views,
      addedAt: videos.addedAt,
    })
    .from(videos)
    .orderBy(desc(videos.views), asc(videos.id));
}

/** Every event with its views, the latest first. */
export async function listEventViews(db: Db) {
  return db
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      views: events.views,
      dateFrom: events.dateFrom,
    })
    .from(events)
    .orderBy(sql`${events.dateFrom} desc nulls last`, desc(events.id));
}
