import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an order's calendar entry); text content only. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every mail is written here in the same transaction as the change that causes it, then delivered by a job
 * that claims rows with FOR UPDATE SKIP LOCKED: a restart loses none and two instances never send one twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** pending | sent | failed */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);

/** The dev mailbox: where mail goes when no SMTP_URL is set (never in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
