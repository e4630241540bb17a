import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { hostedVideos } from './catalog';
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

/**
 * A session's right to stream one product in one variant from the local video host (issue 18, hole 3). A stream
 * link names the grant and is signed with the media key over the grant, the hosted video and the file; the bytes
 * route opens it while the grant has not expired and its session is live. The playback call renews the grant of
 * (session, product, variant), so the link stays the same while the viewer watches; an expired grant is never
 * renewed but replaced by a new one with a new id, so a link that died stays dead. The media job deletes expired
 * grants.
 */
export const streamGrants = pgTable(
  'stream_grants',
  {
    /** 128 random bits, base64url: what the link names. Not secret on its own: a link also needs the signature. */
    id: varchar('id', { length: 22 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** event | video */
    productKind: varchar('product_kind', { length: 5 }).notNull(),
    productId: integer('product_id').notNull(),
    /** standard | pjm | audiodeskrypcja */
    variant: varchar('variant', { length: 20 }).notNull(),
    hostedVideoId: integer('hosted_video_id')
      .notNull()
      .references(() => hostedVideos.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The renewal's upsert finds the grant of a viewing by this key.
    uniqueIndex('stream_grants_viewing_unique').on(
      table.sessionId,
      table.productKind,
      table.productId,
      table.variant,
    ),
    index('stream_grants_expires_idx').on(table.expiresAt),
    check('stream_grants_product_kind_check', sql`${table.productKind} in ('event', 'video')`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type BanRow = typeof bans.$inferSelect;
export type PlaybackNetworkRow = typeof playbackNetworks.$inferSelect;
export type StreamGrantRow = typeof streamGrants.$inferSelect;
