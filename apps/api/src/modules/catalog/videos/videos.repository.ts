import { and, asc, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  categories,
  categoryTranslations,
  events,
  galleries,
  galleryImages,
  orders,
  videoCategories,
  videoTranslations,
  videos,
  type VideoRow,
} from '../../../db/schema';
import { orRefusal } from '../../../lib/db-errors';
import { translationRows } from '../translations/translations.repository';

export type NewVideoValues = Omit<typeof videos.$inferInsert, 'id' | 'views' | 'addedAt'>;
export type VideoTranslationRow = typeof videoTranslations.$inferSelect;

export async function findVideoById(db: Db, id: number): Promise<VideoRow | undefined> {
  const rows = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return rows[0];
}

export async function findVideoBySlug(db: Db, slug: string): Promise<VideoRow | undefined> {
  const rows = await db.select().from(videos).where(eq(videos.slug, slug)).limit(1);
  return rows[0];
}

/** Slugs of other videos equal to `base` or starting with `base-` (to find a free suffix). */
export async function listVideoSlugsLike(db: Db, base: string, exceptId?: number): Promise<string[]> {
  const match = or(eq(videos.slug, base), like(videos.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`));
  const rows = await db
    .select({ slug: videos.slug })
    .from(videos)
    .where(exceptId ? and(match, ne(videos.id, exceptId)) : match);
  return rows.map((row) => row.slug);
}

/** Every video row; the caller filters (hiding rules) and sorts (Polish collation, product-decisions §21). */
export async function listVideoRows(db: Db, categoryId?: number): Promise<VideoRow[]> {
  if (!categoryId) return db.select().from(videos).orderBy(desc(videos.weight), asc(videos.id));
  return db
    .select({ video: videos })
    .from(videos)
    .innerJoin(videoCategories, eq(videoCategories.videoId, videos.id))
    .where(eq(videoCategories.categoryId, categoryId))
    .orderBy(desc(videos.weight), asc(videos.id))
    .then((rows) => rows.map((row) => row.video));
}

export async function insertVideo(db: Db, values: NewVideoValues & { addedAt: Date }) {
  return orRefusal(
    db
      .insert(videos)
      .values(values)
      .returning()
      .then((rows) => rows[0]!),
    { unique: 'slug_taken' },
  );
}

export async function updateVideoRow(db: Db, id: number, values: Partial<NewVideoValues>) {
  return orRefusal(
    db
      .update(videos)
      .set(values)
      .where(eq(videos.id, id))
      .returning()
      .then((rows) => rows[0]),
    { unique: 'slug_taken' },
  );
}

/** Deletes the video (translations and category links cascade); 'in_use' when an order or event holds it. */
export async function deleteVideoRow(db: Db, id: number) {
  return orRefusal(
    db
      .delete(videos)
      .where(eq(videos.id, id))
      .returning()
      .then((rows) => rows[0]),
    { foreignKey: 'in_use' },
  );
}

export async function countVideoUses(db: Db, videoId: number): Promise<number> {
  const [o] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.videoId, videoId));
  const [e] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.videoId, videoId));
  return Number(o?.n ?? 0) + Number(e?.n ?? 0);
}

export async function setVideoCategories(db: Db, videoId: number, categoryIds: number[]): Promise<void> {
  await db.delete(videoCategories).where(eq(videoCategories.videoId, videoId));
  if (categoryIds.length > 0) {
    await db.insert(videoCategories).values(categoryIds.map((categoryId) => ({ videoId, categoryId })));
  }
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function galleryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: galleries.id }).from(galleries).where(eq(galleries.id, id)).limit(1);
  return rows.length > 0;
}

export async function listVideoCategoryLinks(db: Db, videoIds: number[]) {
  if (videoIds.length === 0) return [];
  return db
    .select({
      videoId: videoCategories.videoId,
      categoryId: categories.id,
      name: categories.name,
    })
    .from(videoCategories)
    .innerJoin(categories, eq(categories.id, videoCategories.categoryId))
    .where(inArray(videoCategories.videoId, videoIds));
}

export async function listCategoryTranslationsOf(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db.select().from(categoryTranslations).where(inArray(categoryTranslations.categoryId, categoryIds));
}

export async function listTranslationsOfVideos(db: Db, videoIds: number[]): Promise<VideoTranslationRow[]> {
  if (videoIds.length === 0) return [];
  return db
    .select()
    .from(videoTranslations)
    .where(inArray(videoTranslations.videoId, videoIds))
    .orderBy(asc(videoTranslations.videoId), asc(videoTranslations.languageCode));
}

export async function listImagesOfGalleries(db: Db, galleryIds: number[]) {
  if (galleryIds.length === 0) return [];
  return db
    .select()
    .from(galleryImages)
    .where(inArray(galleryImages.galleryId, galleryIds))
    .orderBy(asc(galleryImages.galleryId), asc(galleryImages.position), asc(galleryImages.id));
}

/** The user's orders of these videos, newest first. */
export async function listUserVideoOrders(db: Db, userId: number, videoIds: number[]) {
  if (videoIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'video'), inArray(orders.videoId, videoIds)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The unique index on (video, language) decides a race. */
export const videoTranslationRows = translationRows(videoTranslations, 'videoId', videos, {
  unique: 'exists',
});
