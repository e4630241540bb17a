import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per setting; a missing row means the setting's default (packages/shared settings/app-config.ts). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
