import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, streamGrants, users } from '../../db/schema';
import { preparedOn } from '../../lib/prepared-query';
import { sessionIsLive } from '../users';

/** One viewer's session watching one product in one variant, which plays this hosted video. */
export interface StreamViewing {
  userId: number;
  sessionId: number;
  product: { kind: 'event' | 'video'; id: number };
  variant: string;
  hostedVideoId: number;
}

/**
 * Makes the grant of a viewing run until `expiresAt` and answers its id, in one statement (two renewals at once
 * end with one grant). A grant of the session, product and variant that still runs at `now` keeps its id, so
 * its links stay the same, and takes the hosted video the product plays now; an expired one is replaced by
 * `newId`, so a link that died never opens again.
 */
export async function renewStreamGrant(
  db: Db,
  viewing: StreamViewing,
  grant: { newId: string; expiresAt: Date; now: Date },
): Promise<string> {
  const { now } = grant;
  const running = gt(streamGrants.expiresAt, now);
  const [row] = await db
    .insert(streamGrants)
    .values({
      id: grant.newId,
      userId: viewing.userId,
      sessionId: viewing.sessionId,
      productKind: viewing.product.kind,
      productId: viewing.product.id,
      variant: viewing.variant,
      hostedVideoId: viewing.hostedVideoId,
      expiresAt: grant.expiresAt,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [
        streamGrants.sessionId,
        streamGrants.productKind,
        streamGrants.productId,
        streamGrants.variant,
      ],
      set: {
        id: sql`case when ${running} then ${streamGrants.id} else excluded.id end`,
        createdAt: sql`case when ${running} then ${streamGrants.createdAt} else excluded.created_at end`,
        hostedVideoId: sql`excluded.hosted_video_id`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ id: streamGrants.id });
  return row!.id;
}

/**
 * Whether a grant opens files of this hosted video at `now`: it has not expired, and its session is live (not
 * signed out, replaced or revoked, not expired, its user neither deleted nor banned). Asked by every request of
 * a stream link, so it is one query on the grant's primary key and the session's.
 */
const liveGrant = preparedOn((db) =>
  db
    .select({ id: streamGrants.id })
    .from(streamGrants)
    .innerJoin(sessions, eq(sessions.id, streamGrants.sessionId))
    .innerJoin(users, eq(users.id, streamGrants.userId))
    .where(
      and(
        eq(streamGrants.id, sql.placeholder('grantId')),
        eq(streamGrants.hostedVideoId, sql.placeholder('hostedVideoId')),
        gt(streamGrants.expiresAt, sql.placeholder('now')),
        eq(sessions.userId, streamGrants.userId),
        sessionIsLive(),
      ),
    )
    .limit(1)
    .prepare('live_stream_grant'),
);

export async function isStreamGrantLive(
  db: Db,
  grantId: string,
  hostedVideoId: number,
  now: Date,
): Promise<boolean> {
  const rows = await liveGrant(db).execute({ grantId, hostedVideoId, now });
  return rows.length > 0;
}

/**
 * Deletes up to `limit` grants expired at `now`; answers how many. An expired grant opens nothing and is never
 * renewed (its viewing gets a new one), so it can go at once. The expiry is asked again on the rows themselves:
 * a grant renewed meanwhile (a new id) is left alone.
 */
export async function deleteExpiredStreamGrants(db: Db, now: Date, limit: number): Promise<number> {
  const expired = db
    .select({ id: streamGrants.id })
    .from(streamGrants)
    .where(lte(streamGrants.expiresAt, now))
    .limit(limit);
  const rows = await db
    .delete(streamGrants)
    .where(and(inArray(streamGrants.id, expired), lte(streamGrants.expiresAt, now)))
    .returning({ id: streamGrants.id });
  return rows.length;
}
