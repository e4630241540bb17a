import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Writes an audit row in the caller's transaction. */
export async function writeAudit(
  db: Db,
  entry: {
    actorUserId: number | null;
    action: string;
    entity: string;
    entityId?: string | number;
    data?: unknown;
    now: Date;
  },
) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    data: entry.data ?? null,
    createdAt: entry.now,
  });
}
