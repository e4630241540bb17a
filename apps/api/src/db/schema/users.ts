import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    birthday: date('birthday', { mode: 'string' }),
    countryCode: varchar('country_code', { length: 2 }).default('PL'),
    street: varchar('street', { length: 100 }),
    postalCode: varchar('postal_code', { length: 10 }),
    city: varchar('city', { length: 30 }),
    state: varchar('state', { length: 30 }),
    nip: varchar('nip', { length: 20 }),
    company: varchar('company', { length: 100 }),
    mailing: boolean('mailing').notNull().default(false),
    mailingConsentAt: timestamp('mailing_consent_at', { withTimezone: true }),
    roleId: integer('role_id').notNull().default(4),
    language: varchar('language', { length: 2 }).notNull().default('pl'),
    tosVersion: integer('tos_version'),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastIp: varchar('last_ip', { length: 45 }),
    /** The country of lastIp (GeoIP) at that sign-in. */
    lastCountry: varchar('last_country', { length: 2 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Random, per user: the mailing unsubscribe link works without signing in. */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }),
    /** When the last site reminder was queued for the user (notify_remindplatform). */
    siteRemindedAt: timestamp('site_reminded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_unsubscribe_token_unique').on(table.unsubscribeToken),
    index('users_role_idx').on(table.roleId),
    index('users_mailing_idx')
      .on(table.mailing)
      .where(sql`${table.mailing}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
