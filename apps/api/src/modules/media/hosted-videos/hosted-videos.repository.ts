import { desc, eq, or, sql } from 'drizzle-orm';
import type { THostedVideoStatus } from '@scena/shared/media/hosted-videos';
import type { Db } from '../../../db/client';
import { hostedVideos, videoTranslations, videos } from '../../../db/schema';

export type HostedVideoRow = typeof hostedVideos.$inferSelect;
type HostedVideoChange = Partial<
  Pick<HostedVideoRow, 'name' | 'uri' | 'status' | 'uploadLink' | 'size' | 'fileName'>
>;

export async function listHostedVideoRows(db: Db): Promise<HostedVideoRow[]> {
  return db.select().from(hostedVideos).orderBy(desc(hostedVideos.createdAt), desc(hostedVideos.id));
}

export async function findHostedVideo(db: Db, id: number): Promise<HostedVideoRow | undefined> {
  const rows = await db.select().from(hostedVideos).where(eq(hostedVideos.id, id)).limit(1);
  return rows[0];
}

export async function findHostedVideoByUri(db: Db, uri: string): Promise<HostedVideoRow | undefined> {
  const rows = await db.select().from(hostedVideos).where(eq(hostedVideos.uri, uri)).limit(1);
  return rows[0];
}

export async function listHostedVideosIn(db: Db, status: THostedVideoStatus): Promise<HostedVideoRow[]> {
  return db.select().from(hostedVideos).where(eq(hostedVideos.status, status));
}

export async function insertHostedVideo(
  db: Db,
  values: Pick<HostedVideoRow, 'name' | 'uri' | 'status' | 'size' | 'fileName' | 'createdAt'>,
): Promise<HostedVideoRow> {
  const rows = await db.insert(hostedVideos).values(values).returning();
  return rows[0]!;
}

export async function updateHostedVideo(
  db: Db,
  id: number,
  change: HostedVideoChange,
): Promise<HostedVideoRow | undefined> {
  const rows = await db.update(hostedVideos).set(change).where(eq(hostedVideos.id, id)).returning();
  return rows[0];
}

/** Moves a video on only from the status the caller saw, so two finalisers (a request and the job) never fight. */
export async function updateHostedVideoFrom(
  db: Db,
  id: number,
  from: THostedVideoStatus,
  change: HostedVideoChange,
): Promise<HostedVideoRow | undefined> {
  const rows = await db
    .update(hostedVideos)
    .set(change)
    .where(sql`${hostedVideos.id} = ${id} and ${hostedVideos.status} = ${from}`)
    .returning();
  return rows[0];
}

export async function deleteHostedVideoRow(db: Db, id: number): Promise<HostedVideoRow | undefined> {
  const rows = await db.delete(hostedVideos).where(eq(hostedVideos.id, id)).returning();
  return rows[0];
}

/** The catalogue videos whose stream links (in any language or version) name `link`, for a refusal to delete. */
export async function videosUsingLink(db: Db, link: string): Promise<Array<{ id: number; title: string }>> {
  const inVideos = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(
      or(eq(videos.videoLink, link), eq(videos.accessibilityVideo, link), eq(videos.autodescVideo, link)),
    );
  const inTranslations = await db
    .select({ id: videos.id, title: videos.title })
    .from(videoTranslations)
    .innerJoin(videos, eq(videos.id, videoTranslations.videoId))
    .where(
      or(
        eq(videoTranslations.videoLink, link),
        eq(videoTranslations.accessibilityVideo, link),
        eq(videoTranslations.autodescVideo, link),
      ),
    );
  const byId = new Map([...inVideos, ...inTranslations].map((video) => [video.id, video]));
  return [...byId.values()];
}
