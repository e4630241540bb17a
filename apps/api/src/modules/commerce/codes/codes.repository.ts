import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { codeActivations, codes, events, orders, users, videos, type CodeRow } from '../../../db/schema';
import { holdsStock, ledgerColumns, withLedger, type CodeWithLedger } from '../../product-access';

/** Whether a code still has something to give: a voucher money left (code-standing.ts), another code uses left. */
const hasUsesLeft = sql`case when ${codes.discountCashGrosze} is not null and ${codes.usageLimit} = 1
  then ${codes.discountCashGrosze} - ${ledgerColumns.spent} - ${ledgerColumns.withdrawn} > 0
  else ${ledgerColumns.uses} < ${codes.usageLimit} end`;

export async function findCodeByText(db: Db, text: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(codes)
    .where(sql`lower(${codes.code}) = lower(${text})`)
    .limit(1);
  return rows[0];
}

export async function findCodeById(db: Db, id: number): Promise<CodeRow | undefined> {
  const rows = await db.select().from(codes).where(eq(codes.id, id)).limit(1);
  return rows[0];
}

/** The codes with their ledgers (code-standing.ts), by id. */
export async function listCodeLedgers(db: Db, codeIds: number[]): Promise<Map<number, CodeWithLedger>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({ code: codes, ...ledgerColumns })
    .from(codes)
    .where(inArray(codes.id, codeIds));
  return new Map(rows.map((row) => [row.code.id, withLedger(row)]));
}

/** Which of these users hold which of these codes, as "userId:codeId". */
export async function codeHolders(db: Db, userIds: number[], codeIds: number[]): Promise<Set<string>> {
  if (codeIds.length === 0 || userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: orders.userId, codeId: orders.codeId })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), inArray(orders.codeId, codeIds), holdsStock()));
  return new Set(rows.map((row) => `${row.userId}:${row.codeId}`));
}

/** Locks codes in id order (one order for every transaction, so two purchases never deadlock on them). */
export async function lockCodes(db: Db, ids: number[]): Promise<CodeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(codes).where(inArray(codes.id, ids)).orderBy(asc(codes.id)).for('update');
}

/** Adds the activation; false when the user had already activated this code (the unique index decides). */
export async function insertActivation(db: Db, codeId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(codeActivations)
    .values({ codeId, userId, activatedAt: now })
    .onConflictDoNothing()
    .returning({ id: codeActivations.id });
  return rows.length > 0;
}

export async function deleteActivation(db: Db, codeId: number, userId: number): Promise<void> {
  await db
    .delete(codeActivations)
    .where(and(eq(codeActivations.codeId, codeId), eq(codeActivations.userId, userId)));
}

/**
 * The user's activated codes with their products' titles and the user's use of each: the newest order of the
 * user that holds the code (null when unused).
 */
export async function listUserActivations(db: Db, userId: number, codeId?: number) {
  const use = db
    .select({
      codeId: orders.codeId,
      usedAt: sql<Date>`max(${orders.createdAt})`.as('used_at'),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), holdsStock()))
    .groupBy(orders.codeId)
    .as('use');
  return db
    .select({
      activation: codeActivations,
      code: codes,
      eventTitle: events.title,
      eventSlug: events.slug,
      videoTitle: videos.title,
      videoSlug: videos.slug,
      usedAt: use.usedAt,
      ...ledgerColumns,
    })
    .from(codeActivations)
    .innerJoin(codes, eq(codeActivations.codeId, codes.id))
    .leftJoin(events, eq(codes.eventId, events.id))
    .leftJoin(videos, eq(codes.videoId, videos.id))
    .leftJoin(use, eq(use.codeId, codes.id))
    .where(and(eq(codeActivations.userId, userId), codeId === undefined ? undefined : eq(codes.id, codeId)))
    .orderBy(desc(codeActivations.activatedAt), desc(codeActivations.id));
}

export interface CodeFilter {
  expiresFrom?: Date;
  expiresTo?: Date;
  name?: string;
  minLimit?: number;
  available?: boolean;
  limit?: number;
  discountPercent?: number;
  discountCashGrosze?: number;
  eventId?: number;
  videoId?: number;
  now: Date;
}

/** The administrator's list: codes with their use counts and products' titles, soonest to expire first. */
export async function listCodes(db: Db, filter: CodeFilter) {
  const pattern = filter.name ? `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ code: codes, ...ledgerColumns, eventTitle: events.title, videoTitle: videos.title })
    .from(codes)
    .leftJoin(events, eq(codes.eventId, events.id))
    .leftJoin(videos, eq(codes.videoId, videos.id))
    .where(
      and(
        filter.expiresFrom ? gte(codes.expiresAt, filter.expiresFrom) : undefined,
        filter.expiresTo ? lte(codes.expiresAt, filter.expiresTo) : undefined,
        pattern ? or(ilike(codes.code, pattern), ilike(codes.description, pattern)) : undefined,
        filter.minLimit !== undefined ? gte(codes.usageLimit, filter.minLimit) : undefined,
        filter.limit !== undefined ? eq(codes.usageLimit, filter.limit) : undefined,
        filter.available ? and(gt(codes.expiresAt, filter.now), hasUsesLeft) : undefined,
        filter.discountPercent !== undefined ? eq(codes.discountPercent, filter.discountPercent) : undefined,
        filter.discountCashGrosze !== undefined
          ? eq(codes.discountCashGrosze, filter.discountCashGrosze)
          : undefined,
        filter.eventId !== undefined ? eq(codes.eventId, filter.eventId) : undefined,
        filter.videoId !== undefined ? eq(codes.videoId, filter.videoId) : undefined,
      ),
    )
    .orderBy(asc(codes.expiresAt), asc(codes.id))
    .limit(2000);
}

export async function findCodeWithUses(db: Db, id: number) {
  const rows = await db
    .select({ code: codes, ...ledgerColumns, eventTitle: events.title, videoTitle: videos.title })
    .from(codes)
    .leftJoin(events, eq(codes.eventId, events.id))
    .leftJoin(videos, eq(codes.videoId, videos.id))
    .where(eq(codes.id, id))
    .limit(1);
  return rows[0];
}

/** Who activated the code, and the order each used it with (the newest holding one). */
export async function listCodeUses(db: Db, codeId: number) {
  const activations = await db
    .select({ activation: codeActivations, user: users })
    .from(codeActivations)
    .innerJoin(users, eq(codeActivations.userId, users.id))
    .where(eq(codeActivations.codeId, codeId))
    .orderBy(asc(codeActivations.activatedAt), asc(codeActivations.id));
  const used = await db
    .select({ userId: orders.userId, extOrderId: orders.extOrderId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.codeId, codeId), holdsStock()))
    .orderBy(desc(orders.createdAt));
  return activations.map(({ activation, user }) => ({
    activation,
    user,
    order: used.find((order) => order.userId === user.id) ?? null,
  }));
}

export type NewCode = typeof codes.$inferInsert;

export async function insertCodes(db: Db, values: NewCode[]): Promise<CodeRow[]> {
  return db.insert(codes).values(values).returning();
}

export async function updateCode(db: Db, id: number, values: Partial<NewCode>): Promise<CodeRow | undefined> {
  const rows = await db.update(codes).set(values).where(eq(codes.id, id)).returning();
  return rows[0];
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(codes).where(eq(codes.id, id));
}

/** Whether any order ever named the code (such a code stays: the order keeps it for accounting). */
export async function codeHasOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.codeId, id)).limit(1);
  return rows.length > 0;
}

/** The codes the orders made (gifts', group tickets'), oldest first. */
export async function listCodesMadeBy(db: Db, orderIds: number[]): Promise<CodeRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(codes).where(inArray(codes.sourceOrderId, orderIds)).orderBy(asc(codes.id));
}

/**
 * Ends the codes an order made that no order holds yet (a full refund, product-decisions §28): they expire now,
 * so nobody can activate or use them, and the list still shows them. Answers how many.
 */
export async function expireUnusedCodesMadeBy(db: Db, orderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(codes)
    .set({ expiresAt: now, updatedAt: now })
    .where(
      and(
        eq(codes.sourceOrderId, orderId),
        gt(codes.expiresAt, now),
        sql`not exists (select 1 from ${orders} where ${orders.codeId} = ${codes.id} and ${holdsStock()})`,
      ),
    )
    .returning({ id: codes.id });
  return rows.length;
}

/** Ends the codes now: nobody can activate or use them any more, and the lists still show them. */
export async function expireCodes(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(codes)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(inArray(codes.id, [...ids]), gt(codes.expiresAt, now)));
}
