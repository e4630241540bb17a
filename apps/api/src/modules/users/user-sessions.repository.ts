import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import type { Db } from '../../db/client';
import { bans, sessions, users } from '../../db/schema';

/** Revokes the user's active sessions, except `keepId`; `replaced` makes the older devices see "another user". */
export async function revokeSessions(
  db: Db,
  userId: number,
  reason: 'replaced' | 'logout' | 'blocked' | 'password' | 'role' | 'deleted',
  now: Date,
  keepId?: number,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId === undefined ? undefined : ne(sessions.id, keepId),
      ),
    );
}

/**
 * The condition that a session (joined with its user) is still one its user may act in at the placeholder `now`:
 * not signed out, replaced or revoked, not expired, its user neither deleted nor under a ban. Every request of a
 * stream link asks it (stream-grants.repository.ts), so a link stops with its session.
 */
export function sessionIsLive(): SQL {
  const now = sql.placeholder('now');
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    ne(users.roleId, ROLE.deleted),
    sql`not exists (select 1 from ${bans} where ${and(
      eq(bans.userId, users.id),
      or(eq(bans.forever, 1), gt(bans.expirationDate, now)),
    )})`,
  )!;
}
