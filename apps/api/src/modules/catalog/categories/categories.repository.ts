import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  CATEGORY_NAME_UNIQUE,
  CATEGORY_TRANSLATION_LANGUAGE_UNIQUE,
  CATEGORY_TRANSLATION_NAME_UNIQUE,
  categories,
  categoryTranslations,
  videoCategories,
} from '../../../db/schema';
import { orRefusal } from '../../../lib/db-errors';
import { translationRows } from '../translations/translations.repository';

export async function listCategoryRows(db: Db) {
  return db.select().from(categories);
}

/** Every category with its translation into `language` (null when there is none). */
export async function listCategoriesWithTranslation(db: Db, language: string) {
  return db
    .select({ category: categories, translation: categoryTranslations })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.languageCode, language),
      ),
    );
}

export async function findCategory(db: Db, id: number) {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return rows[0];
}

/** Whether a category other than `exceptId` has this name, ignoring case (names are stored tidied). */
export async function isCategoryNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.name})`, sql`lower(${name})`),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a translation into `languageCode` other than `exceptId` has this name, ignoring case. */
export async function isCategoryTranslationNameTaken(
  db: Db,
  languageCode: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: categoryTranslations.id })
    .from(categoryTranslations)
    .where(
      and(
        eq(categoryTranslations.languageCode, languageCode),
        eq(sql`lower(${categoryTranslations.name})`, sql`lower(${name})`),
        exceptId === undefined ? undefined : ne(categoryTranslations.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The unique index on the name decides a race: 'name_taken'. */
export async function insertCategory(db: Db, values: { name: string; now: Date }) {
  return orRefusal(
    db
      .insert(categories)
      .values({ name: values.name, createdAt: values.now, updatedAt: values.now })
      .returning()
      .then((rows) => rows[0]!),
    { unique: { [CATEGORY_NAME_UNIQUE]: 'name_taken' } },
  );
}

export async function updateCategoryRow(db: Db, id: number, values: { name: string; now: Date }) {
  return orRefusal(
    db
      .update(categories)
      .set({ name: values.name, updatedAt: values.now })
      .where(eq(categories.id, id))
      .returning()
      .then((rows) => rows[0]),
    { unique: { [CATEGORY_NAME_UNIQUE]: 'name_taken' } },
  );
}

/** Deletes the category; its translations and video links go with it (ON DELETE CASCADE). */
export async function deleteCategoryRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/** Translations of the given categories (all when `categoryIds` is absent), by category and language. */
export async function listCategoryTranslations(db: Db, categoryIds?: number[]) {
  const query = db.select().from(categoryTranslations);
  const filtered = categoryIds ? query.where(inArray(categoryTranslations.categoryId, categoryIds)) : query;
  return filtered.orderBy(asc(categoryTranslations.categoryId), asc(categoryTranslations.languageCode));
}

/** Video ids per category id. */
export async function listCategoryVideoIds(db: Db, categoryIds?: number[]) {
  const query = db
    .select({ categoryId: videoCategories.categoryId, videoId: videoCategories.videoId })
    .from(videoCategories);
  const filtered = categoryIds ? query.where(inArray(videoCategories.categoryId, categoryIds)) : query;
  return filtered.orderBy(asc(videoCategories.categoryId), asc(videoCategories.videoId));
}

/**
 * The unique indexes decide a race: 'exists' when the category has a translation into that language already,
 * 'name_taken' when another category has the name in it, 'no_item' when the category is gone.
 */
export const categoryTranslationRows = translationRows(categoryTranslations, 'categoryId', categories, {
  unique: {
    [CATEGORY_TRANSLATION_LANGUAGE_UNIQUE]: 'exists',
    [CATEGORY_TRANSLATION_NAME_UNIQUE]: 'name_taken',
  },
});

/** A translation written past the service's checks, where the unique indexes alone decide. */
export async function insertCategoryTranslation(
  db: Db,
  values: { categoryId: number; languageCode: string; name: string; now: Date },
) {
  const { categoryId, now, ...texts } = values;
  return categoryTranslationRows.insert(db, categoryId, texts, now);
}
