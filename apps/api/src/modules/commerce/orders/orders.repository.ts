import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  codes,
  eventTranslations,
  events,
  orders,
  users,
  videoTranslations,
  videos,
  type NewOrderRow,
  type OrderRow,
} from '../../../db/schema';
import { preparedOn } from '../../../lib/prepared-query';
import { holdsTickets } from '../../product-access';

/**
 * Locks the product's row for the rest of the transaction: every purchase of one product takes its turn, so
 * the tickets counted and the buyer's own orders read after it are the truth until the commit (pretix's quota
 * lock; ARCHITECTURE.md §5).
 */
export async function lockProduct(db: Db, type: 'event' | 'video', id: number): Promise<boolean> {
  const table = type === 'event' ? events : videos;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return rows.length > 0;
}

const eventTicketsHeld = preparedOn((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${orders.productQuantity}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.eventId, sql.placeholder('eventId')), holdsTickets()))
    .prepare('event_tickets_held'),
);

/** Tickets of an event held by orders (holdsTickets). */
export async function countEventTicketsHeld(db: Db, eventId: number): Promise<number> {
  const rows = await eventTicketsHeld(db).execute({ eventId });
  return Number(rows[0]?.n ?? 0);
}

const userProductOrders = {
  event: preparedOn((db) => userProductOrdersQuery(db, orders.eventId).prepare('user_event_orders')),
  video: preparedOn((db) => userProductOrdersQuery(db, orders.videoId).prepare('user_video_orders')),
};

function userProductOrdersQuery(db: Db, column: typeof orders.eventId | typeof orders.videoId) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.kind, column === orders.eventId ? 'event' : 'video'),
        eq(column, sql.placeholder('productId')),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The user's orders of one product, newest first. */
export async function listUserProductOrders(
  db: Db,
  userId: number,
  type: 'event' | 'video',
  productId: number,
): Promise<OrderRow[]> {
  return userProductOrders[type](db).execute({ userId, productId });
}

/** The orders of one product of each of these users, newest first. */
export async function listUsersProductOrders(
  db: Db,
  userIds: number[],
  type: 'event' | 'video',
  productId: number,
): Promise<OrderRow[]> {
  const column = type === 'event' ? orders.eventId : orders.videoId;
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.userId, userIds), eq(orders.kind, type), eq(column, productId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Inserts the orders in one statement; answers them in the order given. */
export async function insertOrders(db: Db, values: NewOrderRow[]): Promise<OrderRow[]> {
  const rows = await db.insert(orders).values(values).returning();
  const byExtId = new Map(rows.map((row) => [row.extOrderId, row]));
  return values.map((value) => byExtId.get(value.extOrderId)!);
}

export async function insertOrder(db: Db, values: NewOrderRow): Promise<OrderRow> {
  const rows = await db.insert(orders).values(values).returning();
  return rows[0]!;
}

export async function findOrderByExtId(db: Db, extOrderId: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.extOrderId, extOrderId)).limit(1);
  return rows[0];
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

/** The order row locked for a status change (a notification, the job, a failed PayU call). */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return rows[0];
}

/**
 * Stores PayU's answer (its order id and payment page) on an order that is still PENDING; undefined when it is not
 * any more (released meanwhile). One UPDATE, so it waits for a release that holds the row and then sees its result.
 */
export async function storePayuOrder(
  db: Db,
  id: number,
  values: { payuOrderId: string; payuRedirectUri: string },
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, 'PENDING')))
    .returning();
  return rows[0];
}

/**
 * Locks, for the caller's transaction, the reserved PENDING orders placed before `placedBefore` that PayU never
 * answered (no PayU id), one user's when given. SKIP LOCKED leaves an order another instance is releasing, or
 * whose PayU answer is being stored, to that one. An order set to PENDING by hand holds no reservation and is not
 * looked at.
 */
export async function lockUnsentOrders(db: Db, placedBefore: Date, limit: number, userId?: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        isNull(orders.payuOrderId),
        lte(orders.createdAt, placedBefore),
        isNotNull(orders.reservedUntil),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const rows = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return rows[0]!;
}

export interface OrderFilter {
  userId?: number;
  kind?: 'event' | 'video' | 'gift' | 'group_ticket';
  extOrderId?: string;
  eventId?: number;
  videoId?: number;
  statuses?: readonly string[];
  /** Paid with one of these codes. */
  codeIds?: readonly number[];
  /** Made at or after this instant. */
  createdFrom?: Date;
  /** Made before this instant. */
  createdBefore?: Date;
}

/** The orders an order list shows, with what the answer needs of their products, newest first. */
export async function listOrdersWithProducts(db: Db, filter: OrderFilter) {
  return db
    .select({
      order: orders,
      event: events,
      video: videos,
      code: codes,
      titleEn: sql<string | null>`coalesce(${eventTranslations.title}, ${videoTranslations.title})`,
    })
    .from(orders)
    .leftJoin(events, eq(orders.eventId, events.id))
    .leftJoin(videos, eq(orders.videoId, videos.id))
    .leftJoin(codes, eq(orders.codeId, codes.id))
    .leftJoin(
      eventTranslations,
      and(eq(eventTranslations.eventId, orders.eventId), eq(eventTranslations.languageCode, 'en')),
    )
    .leftJoin(
      videoTranslations,
      and(eq(videoTranslations.videoId, orders.videoId), eq(videoTranslations.languageCode, 'en')),
    )
    .where(
      and(
        filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
        filter.kind === undefined ? undefined : eq(orders.kind, filter.kind),
        filter.extOrderId === undefined ? undefined : eq(orders.extOrderId, filter.extOrderId),
        filter.eventId === undefined ? undefined : eq(orders.eventId, filter.eventId),
        filter.videoId === undefined ? undefined : eq(orders.videoId, filter.videoId),
        filter.statuses === undefined ? undefined : inArray(orders.status, [...filter.statuses]),
        filter.codeIds === undefined ? undefined : inArray(orders.codeId, [...filter.codeIds]),
        filter.createdFrom === undefined ? undefined : gte(orders.createdAt, filter.createdFrom),
        filter.createdBefore === undefined ? undefined : lt(orders.createdAt, filter.createdBefore),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * Claims unfinished orders whose check is due for one run of the PayU job, leasing them until `leaseUntil` so that
 * the PayU calls happen outside any transaction and other instances skip them (as the mail outbox does).
 */
export async function claimOrdersToCheck(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['PENDING', 'WAITING_FOR_CONFIRMATION']),
          or(isNull(orders.nextCheckAt), lte(orders.nextCheckAt, now)),
        ),
      )
      .orderBy(asc(orders.nextCheckAt), asc(orders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return due;
    await tx
      .update(orders)
      .set({ nextCheckAt: leaseUntil })
      .where(
        inArray(
          orders.id,
          due.map((order) => order.id),
        ),
      );
    return due;
  });
}

/**
 * Marks the paid event orders whose reminder is due (the event starts between now and `until`) and answers them:
 * one UPDATE … RETURNING, so two instances never remind the same order.
 */
export async function claimDueReminders(db: Db, now: Date, until: Date) {
  const claimed = await db
    .update(orders)
    .set({ remindedAt: now })
    .where(
      and(
        eq(orders.kind, 'event'),
        eq(orders.status, 'COMPLETED'),
        isNull(orders.remindedAt),
        sql`${orders.amountGrosze} > 0`,
        inArray(
          orders.eventId,
          db
            .select({ id: events.id })
            .from(events)
            .where(and(sql`${events.startsAt} > ${now}`, lte(events.startsAt, until))),
        ),
      ),
    )
    .returning();
  return claimed.map((order) => ({ order }));
}

export async function findUserById(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}
