import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TAutobanDetails, TBanOrigin } from '@scena/shared';
import { users } from './users';

/** A signed-in device. Only the SHA-256 of the token is stored; the token itself is shown once. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** replaced | logout | blocked | password | role | deleted */
    revokedReason: varchar('revoked_reason', { length: 20 }),
    /** Opened through an administrator's mailed link: only such a session acts as administrator. */
    adminLink: boolean('admin_link').notNull().default(false),
    ip: varchar('ip', { length: 45 }),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Single-use links sent by mail: account verification, password reset, administrator sign-in. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify | reset | admin_login */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export const bans = pgTable(
  'bans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    forever: integer('forever').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** admin (the ban form) | autoban (the IP-diversity rule, created_by null) */
    origin: varchar('origin', { length: 10 }).$type<TBanOrigin>().notNull().default('admin'),
    /** The autoban's evidence (the networks that crossed the limit); null for staff's bans. */
    details: jsonb('details').$type<TAutobanDetails>(),
  },
  (table) => [index('bans_user_idx').on(table.userId)],
);

/**
 * The networks (IPv4 /24, IPv6 /48) each user started a playback from, one row per user and network with the
 * last address and time: what the IP-diversity autoban counts. Rows older than its window are pruned as new
 * ones are written, so the table holds about a day of viewers.
 */
export const playbackNetworks = pgTable(
  'playback_networks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: varchar('network', { length: 50 }).notNull(),
    lastAddress: varchar('last_address', { length: 45 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    starts: integer('starts').notNull().default(1),
  },
  (table) => [
    // The count of one user's networks reads this key's user_id prefix: a handful of rows.
    primaryKey({ columns: [table.userId, table.network] }),
    index('playback_networks_last_seen_idx').on(table.lastSeenAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type BanRow = typeof bans.$inferSelect;
export type PlaybackNetworkRow = typeof playbackNetworks.$inferSelect;
