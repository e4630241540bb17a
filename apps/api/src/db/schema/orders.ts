import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { events, videos } from './catalog';
import { users } from './users';

/**
 * Orders, first version (the commerce issue extends it): enough for entitlement to read. `ext_order_id` is the
 * unguessable number in URLs; orders are never deleted with their product or buyer (accounting).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    extOrderId: varchar('ext_order_id', { length: 64 }).notNull(),
    /** event | video | gift | group_ticket */
    kind: varchar('kind', { length: 20 }).notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** PayU's statuses: NEW, PENDING, WAITING_FOR_CONFIRMATION, COMPLETED, CANCELED. */
    status: varchar('status', { length: 30 }).notNull(),
    amountGrosze: integer('amount_grosze').notNull(),
    /** End of access; null = no limit (or not started yet for a video rental). */
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    used: boolean('used').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('orders_ext_order_id_unique').on(table.extOrderId),
    index('orders_user_status_idx').on(table.userId, table.status),
    index('orders_event_status_idx').on(table.eventId, table.status),
    index('orders_video_status_idx').on(table.videoId, table.status),
    check('orders_kind_check', sql`${table.kind} in ('event', 'video', 'gift', 'group_ticket')`),
    check('orders_amount_check', sql`${table.amountGrosze} >= 0`),
    check(
      'orders_product_check',
      sql`(${table.kind} <> 'event' or ${table.eventId} is not null) and (${table.kind} <> 'video' or ${table.videoId} is not null)`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
