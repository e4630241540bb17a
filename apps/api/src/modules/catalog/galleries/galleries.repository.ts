import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { galleries, galleryImages, videos } from '../../../db/schema';

export type GalleryRow = typeof galleries.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type NewGalleryImageRow = typeof galleryImages.$inferInsert;

export async function listGalleryRows(db: Db) {
  return db.select().from(galleries).orderBy(asc(galleries.id));
}

export async function findGallery(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function insertGallery(db: Db, values: { name: string; now: Date }) {
  const rows = await db
    .insert(galleries)
    .values({ name: values.name, createdAt: values.now, updatedAt: values.now })
    .returning();
  return rows[0]!;
}

export async function updateGalleryRow(db: Db, id: number, values: { name?: string; now: Date }) {
  const rows = await db
    .update(galleries)
    .set({ ...(values.name === undefined ? {} : { name: values.name }), updatedAt: values.now })
    .where(eq(galleries.id, id))
    .returning();
  return rows[0];
}

/** Deletes the gallery; its image rows go with it (ON DELETE CASCADE) and its videos lose it (SET NULL). */
export async function deleteGalleryRow(db: Db, id: number) {
  const rows = await db.delete(galleries).where(eq(galleries.id, id)).returning();
  return rows[0];
}

/** Images of the given galleries (all when absent), in upload order. */
export async function listGalleryImages(db: Db, galleryIds?: number[]) {
  const query = db.select().from(galleryImages);
  const filtered = galleryIds ? query.where(inArray(galleryImages.galleryId, galleryIds)) : query;
  return filtered.orderBy(asc(galleryImages.galleryId), asc(galleryImages.position), asc(galleryImages.id));
}

export async function countGalleryImages(db: Db, galleryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(galleryImages)
    .where(eq(galleryImages.galleryId, galleryId));
  return row?.n ?? 0;
}

export async function insertGalleryImage(db: Db, values: NewGalleryImageRow) {
  const rows = await db.insert(galleryImages).values(values).returning();
  return rows[0]!;
}

export async function findGalleryImage(db: Db, id: number) {
  const rows = await db.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  return rows[0];
}

export async function deleteGalleryImageRow(db: Db, id: number) {
  const rows = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return rows[0];
}

/** The videos using the given galleries (all when absent). */
export async function listGalleryVideos(db: Db, galleryIds?: number[]) {
  const query = db
    .select({ id: videos.id, title: videos.title, slug: videos.slug, galleryId: videos.galleryId })
    .from(videos);
  const filtered = galleryIds ? query.where(inArray(videos.galleryId, galleryIds)) : query;
  return filtered.orderBy(asc(videos.id));
}
