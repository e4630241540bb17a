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
 * What a caller reads of the groups: `counts` the orders by status, `income` also whether they were updated
 * after the end (incomeOf), `summary` everything the summary reads, codes included. The columns a read does not
 * need are constants, so the orders fall into fewer, larger groups (fewer rows to send and hash).
 */
export type TallyReads = 'counts' | 'income' | 'summary';

/** The columns a group is made of: its key and what the summary's rules read (payments-summary.ts). */
function classOf(by: TallyKey, end: Date, reads: TallyReads) {
  const full = reads === 'summary';
  return {
    key: KEYS[by],
    kind: full ? orders.kind : sql<string>`''`,
    status: orders.status,
    paid: full ? sql<boolean>`${orders.amountGrosze} > 0` : sql<boolean>`false`,
    oneFree: full ? orders.oneFree : sql<boolean>`false`,
    updatedAfterEnd:
      reads === 'counts'
        ? sql<boolean>`false`
        : sql<boolean>`${orders.updatedAt} > ${end.toISOString()}::timestamptz`,
  };
}
/** GROUP BY the six columns of classOf, by position: their SQL carries a parameter, which PostgreSQL would
 * not match between the SELECT and the GROUP BY. */
const BY_CLASS = sql.raw('1, 2, 3, 4, 5, 6');

type ClassRow = {
  key: unknown;
  kind: string;
  status: string;
  paid: unknown;
  oneFree: unknown;
  updatedAfterEnd: unknown;
};
const classKey = (row: ClassRow) =>
  [row.key, row.kind, row.status, Boolean(row.paid), Boolean(row.oneFree), Boolean(row.updatedAfterEnd)].join(
    '|',
  );

/**
 * The orders placed in [createdFrom, createdBefore) (any time when not given), summed in groups of orders that
 * the summary's rules treat alike (payments-summary.ts), so the rules are applied to a few groups instead of
 * to every order. Refunds count when finalized before `end`, and "updated after the end" is read against it,
 * as the payments lists do (docs/decisions.md). Codes made are counted for gifts and group tickets only, the
 * orders that make them; a made code is used when an order of someone who activated it holds it.
 *
 * A group's columns that `reads` leaves out are constants (false, ''): such tallies are for the rules that do not
 * read them (counts by status; incomeOf).
 *
 * Two grouped reads over few columns — the orders with their refunds (summed per order first), and the codes of
 * gifts and group tickets — merged by group, with enough working memory for the groups to be hashed rather than
 * sorted on disk (measured in bench/statistics.ts).
 */
export async function tallyOrders(
  db: Db,
  by: TallyKey,
  filter: { createdFrom?: Date; createdBefore?: Date; end: Date; reads: TallyReads },
): Promise<KeyedTally[]> {
  const within = and(
    filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(orders.createdAt, filter.createdBefore) : undefined,
    by === 'event' ? isNotNull(orders.eventId) : undefined,
    by === 'video' ? isNotNull(orders.videoId) : undefined,
  );
  const classes = classOf(by, filter.end, filter.reads);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    // Finalized refunds before the end, one row per order (so the join below multiplies nothing).
    const refunded = tx
      .select({
        orderId: refunds.orderId,
        grosze: sql<string>`sum(${refunds.amountGrosze})`.as('refunded_grosze'),
      })
      .from(refunds)
      .where(and(eq(refunds.status, 'FINALIZED'), lt(refunds.finalizedAt, filter.end)))
      .groupBy(refunds.orderId)
      .as('refunded');
    const withRefunds = filter.reads !== 'counts';
    const totals = await tx
      .select({
        ...classes,
        orders: sql<number>`count(*)::int`,
        // Sums of grosze can pass 2^31: bigint, read back as text.
        amount: sql<string>`sum(${orders.amountGrosze})::bigint::text`,
        refunded: withRefunds
          ? sql<string>`coalesce(sum(${refunded.grosze}), 0)::bigint::text`
          : sql<string>`'0'`,
      })
      .from(orders)
      .leftJoin(refunded, withRefunds ? eq(refunded.orderId, orders.id) : sql`false`)
      .where(within)
      .groupBy(BY_CLASS);
    const made =
      filter.reads === 'summary'
        ? await tx
            .select({
              ...classes,
              made: sql<number>`count(*)::int`,
              used: sql<number>`(count(*) filter (where exists (select 1 from ${orders} ${usedBy} join ${codeActivations} on ${codeActivations.codeId} = ${usedBy.codeId} and ${codeActivations.userId} = ${usedBy.userId} where ${usedBy.codeId} = ${codes.id} and ${inArray(usedBy.status, [...STOCK_HOLDING_STATUSES])})))::int`,
            })
            .from(orders)
            .innerJoin(codes, eq(codes.sourceOrderId, orders.id))
            .where(and(within, inArray(orders.kind, ['gift', 'group_ticket'])))
            .groupBy(BY_CLASS)
        : [];
    const madeOf = new Map(made.map((row) => [classKey(row), row]));
    return totals.map((row) => {
      const codesOf = madeOf.get(classKey(row));
      return {
        key: String(row.key),
        kind: row.kind,
        status: row.status,
        paid: Boolean(row.paid),
        oneFree: Boolean(row.oneFree),
        updatedAfterEnd: Boolean(row.updatedAfterEnd),
        orders: Number(row.orders),
        amount: Number(row.amount),
        refunded: Number(row.refunded),
        codesMade: Number(codesOf?.made ?? 0),
        codesUsed: Number(codesOf?.used ?? 0),
      };
    });
  });
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
