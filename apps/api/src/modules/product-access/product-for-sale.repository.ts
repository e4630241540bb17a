import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTranslations, events, videoTranslations, videos } from '../../db/schema';
import { preparedOn } from '../../lib/prepared-query';

/** An event with its video and English title: what selling it needs, in one round trip. */
const eventForSale = preparedOn((db) =>
  db
    .select({ event: events, video: videos, titleEn: eventTranslations.title })
    .from(events)
    .innerJoin(videos, eq(videos.id, events.videoId))
    .leftJoin(
      eventTranslations,
      and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.languageCode, 'en')),
    )
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('event_for_sale'),
);

export async function findEventForSale(db: Db, id: number) {
  const rows = await eventForSale(db).execute({ id });
  return rows[0];
}

const videoForSale = preparedOn((db) =>
  db
    .select({ video: videos, titleEn: videoTranslations.title })
    .from(videos)
    .leftJoin(
      videoTranslations,
      and(eq(videoTranslations.videoId, videos.id), eq(videoTranslations.languageCode, 'en')),
    )
    .where(eq(videos.id, sql.placeholder('id')))
    .limit(1)
    .prepare('video_for_sale'),
);

/** A video with its English title, in one round trip. */
export async function findVideoForSale(db: Db, id: number) {
  const rows = await videoForSale(db).execute({ id });
  return rows[0];
}
