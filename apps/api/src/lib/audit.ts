import { auditKindOf, type TAuditEntity } from '@scena/shared/audit/kinds';
import { auditRecord, eraseFields, type TAuditChanges } from '@scena/shared/audit/changes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Writes an audit row in the caller's transaction. `changes` is what the change did to the entity's fields
 * (`changedFields(before, after)` gives only those that changed); `data` holds anything else worth keeping.
 * Secrets (passwords, tokens) are masked in both, whatever the caller passes.
 */
export async function writeAudit(
  db: Db,
  entry: {
    actorUserId: number | null;
    action: string;
    entity: TAuditEntity;
    entityId?: string | number;
    changes?: TAuditChanges | null;
    data?: Record<string, unknown>;
    now: Date;
  },
) {
  const changes = entry.changes ?? null;
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    kind: auditKindOf(entry.entity),
    changes: changes && {
      before: changes.before && auditRecord(changes.before),
      after: changes.after && auditRecord(changes.after),
    },
    data: entry.data === undefined ? null : auditRecord(entry.data),
    createdAt: entry.now,
  });
}

/**
 * Erases `fields` from the before/after of every audit row of one entity, in the caller's transaction: a deleted
 * account's personal data must not live on in the log of its earlier edits (product-decisions §12). The rows
 * stay, saying which fields changed and when.
 */
export async function eraseAuditedFields(
  db: Db,
  entity: TAuditEntity,
  entityId: string | number,
  fields: readonly string[],
) {
  const rows = await db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
  for (const row of rows) {
    if (!row.changes) continue;
    const erased = eraseFields(row.changes as TAuditChanges, fields);
    if (erased !== row.changes)
      await db.update(auditLog).set({ changes: erased }).where(eq(auditLog.id, row.id));
  }
}
