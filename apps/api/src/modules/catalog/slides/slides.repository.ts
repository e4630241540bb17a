import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { slideTranslations, slides } from '../../../db/schema';
import { translationRows } from '../translations/translations.repository';

export type SlideRow = typeof slides.$inferSelect;
export type SlideTranslationRow = typeof slideTranslations.$inferSelect;

/** Latest update first (the admin list and the slider). */
export async function listSlideRows(db: Db, options: { publishedOnly?: boolean } = {}) {
  const query = db.select().from(slides);
  const filtered = options.publishedOnly ? query.where(eq(slides.published, true)) : query;
  return filtered.orderBy(desc(slides.updatedAt), desc(slides.id));
}

/** Published slides with their translation into `language` (null when there is none), latest update first. */
export async function listPublishedSlidesWithTranslation(db: Db, language: string) {
  return db
    .select({ slide: slides, translation: slideTranslations })
    .from(slides)
    .leftJoin(
      slideTranslations,
      and(eq(slideTranslations.slideId, slides.id), eq(slideTranslations.languageCode, language)),
    )
    .where(eq(slides.published, true))
    .orderBy(desc(slides.updatedAt), desc(slides.id));
}

export async function findSlide(db: Db, id: number) {
  const rows = await db.select().from(slides).where(eq(slides.id, id)).limit(1);
  return rows[0];
}

export async function insertSlide(db: Db, values: typeof slides.$inferInsert) {
  const rows = await db.insert(slides).values(values).returning();
  return rows[0]!;
}

export async function updateSlideRow(db: Db, id: number, values: Partial<typeof slides.$inferInsert>) {
  const rows = await db.update(slides).set(values).where(eq(slides.id, id)).returning();
  return rows[0];
}

/** Deletes the slide; its translations go with it (ON DELETE CASCADE). */
export async function deleteSlideRow(db: Db, id: number) {
  const rows = await db.delete(slides).where(eq(slides.id, id)).returning();
  return rows[0];
}

/** A second translation into a language answers 'exists', a slide gone 'no_item'. */
export const slideTranslationRows = translationRows(slideTranslations, 'slideId', slides, {
  unique: 'exists',
});
