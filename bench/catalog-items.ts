import { openDatabase } from '../apps/api/src/db/client';
import { events, videos } from '../apps/api/src/db/schema';

const DAY = 86_400_000;
const CHUNK = 1000;

/** 0 … count − 1 in runs of CHUNK. */
function chunksOf(count: number): number[][] {
  return Array.from({ length: Math.ceil(count / CHUNK) }, (_, chunk) =>
    Array.from({ length: Math.min(CHUNK, count - chunk * CHUNK) }, (_, index) => chunk * CHUNK + index),
  );
}

/**
 * Fills a fresh data directory's database with `count` visible videos and `count` published upcoming events
 * (one per video), so the list endpoints are measured at a realistic size. The server is started afterwards:
 * PGlite allows one process at a time.
 */
export async function fillCatalog(dataDir: string, count: number) {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    await database.migrate();
    const now = new Date();
    const description =
      '<p>Spektakl w reżyserii zespołu teatru: opowieść o miłości, zdradzie i przebaczeniu, z muzyką na żywo.</p>';
    const videoRows: Array<{ id: number }> = [];
    // In chunks: one statement takes at most 65,535 parameters, and 10,000 rows hold more.
    for (const chunk of chunksOf(count)) {
      videoRows.push(
        ...(await database.db
          .insert(videos)
          .values(
            chunk.map((index) => ({
              title: `Spektakl numer ${index + 1}`,
              slug: `spektakl-${index + 1}`,
              description,
              additionalDesc: 'Obsada: zespół aktorski teatru',
              duration: 90 + (index % 60),
              ageRestriction: index % 3 === 0 ? 12 : null,
              videoPriceGrosze: index % 4 === 0 ? 0 : 2990,
              weight: index % 10,
              videoLink: `${100000 + index}`,
              addedAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: videos.id })),
      );
    }
    for (const chunk of chunksOf(count)) {
      await database.db.insert(events).values(
        chunk.map((index) => {
          const video = videoRows[index]!;
          const startsAt = new Date(now.getTime() + (index + 1) * DAY);
          const date = startsAt.toISOString().slice(0, 10);
          return {
            title: `Transmisja numer ${index + 1}`,
            slug: `transmisja-${index + 1}`,
            videoId: video.id,
            eventPriceGrosze: index % 5 === 0 ? 0 : 4990,
            dateFrom: date,
            dateTo: date,
            timeFrom: '19:00',
            timeTo: '21:00',
            startsAt,
            endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
            published: true,
            availableTickets: index % 7 === 0 ? 100 : null,
            isFestival: index % 9 === 0,
            createdAt: now,
            updatedAt: now,
          };
        }),
      );
    }
  } finally {
    await database.close();
  }
}
