import { and, asc, countDistinct, eq, gt, ne, sql } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import type { Db } from '../../db/client';
import { playbackNetworks, users } from '../../db/schema';

/** How many expired rows one playback start removes at most: each start adds at most one row. */
const PRUNE_BATCH = 50;

/**
 * Locks the user's row so that two playback starts of one user take turns deciding the autoban. NO KEY UPDATE:
 * inserts that only reference the user (orders, sessions, these rows) do not wait for it.
 */
export async function lockUserForAutoban(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Records a playback start from `address` in `network`: a new row, or the network's last address and time. */
export async function recordPlaybackNetwork(
  db: Db,
  values: { userId: number; network: string; address: string; now: Date },
): Promise<void> {
  await db
    .insert(playbackNetworks)
    .values({
      userId: values.userId,
      network: values.network,
      lastAddress: values.address,
      firstSeenAt: values.now,
      lastSeenAt: values.now,
    })
    .onConflictDoUpdate({
      target: [playbackNetworks.userId, playbackNetworks.network],
      set: {
        lastAddress: values.address,
        lastSeenAt: values.now,
        starts: sql`${playbackNetworks.starts} + 1`,
      },
    });
}

/**
 * Removes a batch of rows last seen before `before`, skipping rows other transactions hold, so concurrent
 * playback starts never wait for each other here.
 */
export async function prunePlaybackNetworks(db: Db, before: Date): Promise<void> {
  await db.execute(sql`
    delete from ${playbackNetworks}
    where (${playbackNetworks.userId}, ${playbackNetworks.network}) in (
      select ${playbackNetworks.userId}, ${playbackNetworks.network} from ${playbackNetworks}
      where ${playbackNetworks.lastSeenAt} < ${before.toISOString()}::timestamptz
      limit ${PRUNE_BATCH}
      for update skip locked
    )`);
}

/** The user's networks last seen after `since`, first seen first. */
export async function listPlaybackNetworksSince(db: Db, userId: number, since: Date) {
  return db
    .select()
    .from(playbackNetworks)
    .where(and(eq(playbackNetworks.userId, userId), gt(playbackNetworks.lastSeenAt, since)))
    .orderBy(asc(playbackNetworks.firstSeenAt), asc(playbackNetworks.network));
}

/** Forgets the user's networks: after an autoban they are the ban's evidence, and a lifted ban starts afresh. */
export async function deletePlaybackNetworks(db: Db, userId: number): Promise<void> {
  await db.delete(playbackNetworks).where(eq(playbackNetworks.userId, userId));
}

/** How many users other than administrators played (a start or a renewal) after `since`. */
export async function countViewersSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ viewers: countDistinct(playbackNetworks.userId) })
    .from(playbackNetworks)
    .innerJoin(users, eq(users.id, playbackNetworks.userId))
    .where(and(gt(playbackNetworks.lastSeenAt, since), ne(users.roleId, ROLE.admin)));
  return row?.viewers ?? 0;
}
