import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who changed what: every staff change (money, codes, users, bans, settings, content, media) writes a row, read
 * by the audit log screen newest first. `kind` is the entity's family (packages/shared/src/audit/kinds.ts), kept
 * on the row so that a filter by kind reads one index range; `changes` holds the changed fields before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    // The default only fills rows written before kinds existed, until the backfill migration sets them;
    // writeAudit always names the kind.
    kind: varchar('kind', { length: 20 }).notNull().default('settings'),
    /** `{before, after}`: the changed fields only (null for a creation's before and a deletion's after). */
    changes: jsonb('changes'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_created_idx').on(table.actorUserId, table.createdAt, table.id),
    index('audit_log_kind_created_idx').on(table.kind, table.createdAt, table.id),
  ],
);
