import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, videos } from '../../db/schema';

/** A product page a search engine may list: its kind, address parts and last change. */
export interface IndexedItem {
  kind: 'event' | 'video';
  id: number;
  slug: string | null;
  updatedAt: Date;
}

/** Published events and visible videos that the theatre lists (not hidden from the lists). */
const listedEvents = and(eq(events.published, true), eq(events.dashboardHidden, false));
const listedVideos = and(eq(videos.visible, true), eq(videos.dashboardHidden, false));

export async function countIndexedItems(db: Db): Promise<{ events: number; videos: number }> {
  const [eventCount] = await db.select({ n: count() }).from(events).where(listedEvents);
  const [videoCount] = await db.select({ n: count() }).from(videos).where(listedVideos);
  return { events: eventCount?.n ?? 0, videos: videoCount?.n ?? 0 };
}

/**
 * A window of the listed pages in one stable order: the events by id, then the videos by id. Only the columns an
 * address needs are read, so a page of 50,000 stays small.
 */
export async function listIndexedItems(
  db: Db,
  window: { offset: number; limit: number; eventCount: number },
): Promise<IndexedItem[]> {
  const { offset, limit, eventCount } = window;
  const found: IndexedItem[] = [];
  if (offset < eventCount) {
    const rows = await db
      .select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt })
      .from(events)
      .where(listedEvents)
      .orderBy(asc(events.id))
      .offset(offset)
      .limit(limit);
    found.push(...rows.map((row) => ({ kind: 'event' as const, ...row })));
  }
  const left = limit - found.length;
  if (left > 0) {
    const rows = await db
      .select({ id: videos.id, slug: videos.slug, updatedAt: videos.updatedAt })
      .from(videos)
      .where(listedVideos)
      .orderBy(asc(videos.id))
      .offset(Math.max(0, offset - eventCount))
      .limit(left);
    found.push(...rows.map((row) => ({ kind: 'video' as const, ...row })));
  }
  return found;
}
