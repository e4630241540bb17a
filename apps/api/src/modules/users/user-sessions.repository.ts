import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

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
