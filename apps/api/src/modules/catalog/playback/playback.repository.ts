import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, videoTranslations } from '../../../db/schema';

/** The video's translation into one language, if it has one. */
export async function findVideoTranslationIn(db: Db, videoId: number, language: string) {
  const rows = await db
    .select()
    .from(videoTranslations)
    .where(and(eq(videoTranslations.videoId, videoId), eq(videoTranslations.languageCode, language)))
    .limit(1);
  return rows[0];
}

/**
 * Starts a video rental (product-decisions §17): used = 1 and its expiration_date in one update, only while the
 * order is still unused, so two first calls side by side start it once. Answers whether this call started it.
 */
export async function startRental(
  db: Db,
  orderId: number,
  expirationDate: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ used: true, expirationDate, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.used, false)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
