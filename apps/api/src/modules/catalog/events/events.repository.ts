import { and, asc, desc, eq, gte, inArray, isNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  eventTranslations,
  events,
  galleryImages,
  orders,
  videoTranslations,
  videos,
  type EventRow,
} from '../../../db/schema';
import { orRefusal } from '../../../lib/db-errors';
import { holdsTickets } from '../../product-access';
import { translationRows } from '../translations/translations.repository';

export type NewEventValues = Omit<typeof events.$inferInsert, 'id' | 'views' | 'createdAt'>;

export async function findEventById(db: Db, id: number) {
  const rows = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return rows[0];
}

export async function findEventBySlug(db: Db, slug: string) {
  const rows = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  return rows[0];
}

/** Slugs of other events equal to `base` or starting with `base-` (to find a free suffix). */
export async function listSlugsLike(db: Db, base: string, exceptId?: number): Promise<string[]> {
  const match = or(eq(events.slug, base), like(events.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`));
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(exceptId ? and(match, ne(events.id, exceptId)) : match);
  return rows.map((row) => row.slug).filter((slug): slug is string => slug !== null);
}

export async function videoExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  return rows.length > 0;
}

/** Inserts the event; 'slug_taken' when the unique index refuses the slug. */
export async function insertEvent(db: Db, values: NewEventValues & { createdAt: Date }) {
  return orRefusal(
    db
      .insert(events)
      .values(values)
      .returning()
      .then((rows) => rows[0]!),
    { unique: 'slug_taken' },
  );
}

export async function updateEventRow(db: Db, id: number, values: NewEventValues) {
  return orRefusal(
    db
      .update(events)
      .set(values)
      .where(eq(events.id, id))
      .returning()
      .then((rows) => rows[0]),
    { unique: 'slug_taken' },
  );
}

/**
 * Deletes the event with its translations (ON DELETE CASCADE); 'has_orders' when an order (ON DELETE RESTRICT)
 * holds it, which also decides a race with an order made after the count.
 */
export async function deleteEventRow(db: Db, id: number) {
  return orRefusal(
    db
      .delete(events)
      .where(eq(events.id, id))
      .returning()
      .then((rows) => rows[0]),
    { foreignKey: 'has_orders' },
  );
}

export async function countOrdersOfEvent(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return Number(row?.n ?? 0);
}

export interface EventFilter {
  /** Events not yet ended at this instant (the default list). */
  notEndedAt?: Date;
  /** Warsaw dates: events that run on any day of [dateFrom, dateTo]. */
  dateFrom?: string;
  dateTo?: string;
  videoId?: number;
  festival?: boolean;
  publishedOnly: boolean;
  withDashboardHidden: boolean;
}

export async function listEventRows(db: Db, filter: EventFilter): Promise<EventRow[]> {
  const where: SQL[] = [];
  if (filter.notEndedAt) where.push(or(isNull(events.endsAt), gte(events.endsAt, filter.notEndedAt))!);
  if (filter.dateFrom) {
    where.push(sql`coalesce(${events.dateTo}, ${events.dateFrom}) >= ${filter.dateFrom}`);
  }
  if (filter.dateTo) where.push(lte(events.dateFrom, filter.dateTo));
  if (filter.videoId) where.push(eq(events.videoId, filter.videoId));
  if (filter.festival) where.push(eq(events.isFestival, true));
  if (filter.publishedOnly) where.push(eq(events.published, true));
  if (!filter.withDashboardHidden) where.push(eq(events.dashboardHidden, false));
  return db
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function listVideosByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(videos).where(inArray(videos.id, ids));
}

export async function listVideoTranslationsOf(db: Db, videoIds: number[]) {
  if (videoIds.length === 0) return [];
  return db
    .select()
    .from(videoTranslations)
    .where(inArray(videoTranslations.videoId, videoIds))
    .orderBy(asc(videoTranslations.languageCode));
}

export async function listEventTranslationsOf(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventTranslations)
    .where(inArray(eventTranslations.eventId, eventIds))
    .orderBy(asc(eventTranslations.eventId), asc(eventTranslations.languageCode));
}

export async function listGalleryImagesOf(db: Db, galleryIds: number[]) {
  if (galleryIds.length === 0) return [];
  return db
    .select()
    .from(galleryImages)
    .where(inArray(galleryImages.galleryId, galleryIds))
    .orderBy(asc(galleryImages.galleryId), asc(galleryImages.position), asc(galleryImages.id));
}

/**
 * Tickets taken per event: those held by orders (commerce holdsTickets: COMPLETED, and PENDING until the PayU job
 * releases it); a group ticket holds its quantity.
 */
export async function countTicketsTaken(db: Db, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: orders.eventId, n: sql<number>`coalesce(sum(${orders.productQuantity}), 0)::int` })
    .from(orders)
    .where(and(inArray(orders.eventId, eventIds), holdsTickets()))
    .groupBy(orders.eventId);
  return new Map(rows.map((row) => [row.eventId!, Number(row.n)]));
}

/** The user's orders of these events, newest first. */
export async function listUserEventOrders(db: Db, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'event'), inArray(orders.eventId, eventIds)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The unique index on (event, language) decides a race. */
export const eventTranslationRows = translationRows(eventTranslations, 'eventId', events, {
  unique: 'exists',
});
