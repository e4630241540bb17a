import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { slideTranslations, slides } from '../../../db/schema';
import { orRefusal } from '../../../lib/db-errors';

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

export async function listSlideTranslations(db: Db, slideId: number) {
  return db
    .select()
    .from(slideTranslations)
    .where(eq(slideTranslations.slideId, slideId))
    .orderBy(asc(slideTranslations.languageCode));
}

export async function findSlideTranslation(db: Db, id: number) {
  const rows = await db.select().from(slideTranslations).where(eq(slideTranslations.id, id)).limit(1);
  return rows[0];
}

/** The unique index on (slide, language) decides a race: 'exists' or 'no_slide'. */
export async function insertSlideTranslation(
  db: Db,
  values: { slideId: number; languageCode: string; title: string; text: string | null; now: Date },
) {
  return orRefusal(
    db
      .insert(slideTranslations)
      .values({
        slideId: values.slideId,
        languageCode: values.languageCode,
        title: values.title,
        text: values.text,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning()
      .then((rows) => rows[0]!),
    { unique: 'exists', foreignKey: 'no_slide' },
  );
}

export async function updateSlideTranslationRow(
  db: Db,
  id: number,
  values: { languageCode: string; title: string; text: string | null; now: Date },
) {
  return orRefusal(
    db
      .update(slideTranslations)
      .set({
        languageCode: values.languageCode,
        title: values.title,
        text: values.text,
        updatedAt: values.now,
      })
      .where(eq(slideTranslations.id, id))
      .returning()
      .then((rows) => rows[0]),
    { unique: 'exists' },
  );
}

export async function deleteSlideTranslationRow(db: Db, id: number) {
  const rows = await db.delete(slideTranslations).where(eq(slideTranslations.id, id)).returning();
  return rows[0];
}
