import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '@scena/shared';
import type { Db } from '../../db/client';
import { pages, pageTranslations } from '../../db/schema';
import { orRefusal } from '../../lib/db-errors';

/** A page by slug or id with its translation into `language` (null when there is none). */
export async function findPageWithTranslation(
  db: Db,
  key: { slug: string } | { id: number },
  language: Language,
) {
  const rows = await db
    .select({ page: pages, translation: pageTranslations })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.languageCode, language)),
    )
    .where('slug' in key ? eq(pages.slug, key.slug) : eq(pages.id, key.id))
    .limit(1);
  return rows[0];
}

export async function isSlugTakenByOther(db: Db, slug: string, pageId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), ne(pages.id, pageId)))
    .limit(1);
  return rows.length > 0;
}

/** Answers 'slug_taken' when the unique index refuses the slug (a concurrent edit won). */
export async function updatePageRow(
  db: Db,
  id: number,
  values: { slug: string; title?: string; content?: string; updatedAt: Date },
) {
  return orRefusal(
    db
      .update(pages)
      .set(values)
      .where(eq(pages.id, id))
      .returning()
      .then((rows) => rows[0]),
    { unique: 'slug_taken' },
  );
}

export async function upsertPageTranslation(
  db: Db,
  values: { pageId: number; languageCode: Language; title: string; content: string; updatedAt: Date },
) {
  await db
    .insert(pageTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [pageTranslations.pageId, pageTranslations.languageCode],
      set: { title: values.title, content: values.content, updatedAt: values.updatedAt },
    });
}
