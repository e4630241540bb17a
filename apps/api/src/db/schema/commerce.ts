import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { events, videos } from './catalog';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Orders of events, videos, gifts and group tickets (visitor-side.md §3 "Order", admin-commerce-people.md §3).
 * `ext_order_id` is the unguessable number in URLs and PayU's extOrderId; `payu_order_id` is PayU's orderId.
 * The buyer's name, e-mail, country and IP are copied at purchase: orders outlive account deletion (accounting,
 * product-decisions §12). Orders are never deleted with their product or buyer.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    extOrderId: varchar('ext_order_id', { length: 64 }).notNull(),
    payuOrderId: varchar('payu_order_id', { length: 64 }),
    /** PayU's payment page of the order, stored with its id: the buyer may go back to it while it is reserved. */
    payuRedirectUri: text('payu_redirect_uri'),
    /** event | video | gift | group_ticket */
    kind: varchar('kind', { length: 20 }).notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    /** event-{id}, video-{id}, any, or a group ticket's event-{id}-{quantity} (product-decisions §6). */
    productSlug: varchar('product_slug', { length: 40 }).notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerFirstname: varchar('buyer_firstname', { length: 100 }).notNull().default(''),
    buyerLastname: varchar('buyer_lastname', { length: 100 }).notNull().default(''),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull().default(''),
    /** The buyer's country from GeoIP at purchase (VAT evidence), and their address. */
    country: varchar('country', { length: 2 }),
    customerIp: varchar('customer_ip', { length: 45 }),
    /** The buyer's language: their mails are written in it. */
    language: varchar('language', { length: 2 }).notNull().default('pl'),
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** NOT_STARTED, PENDING, WAITING_FOR_CONFIRMATION, WAITING_FOR_REFUND, COMPLETED, CANCELED, REFUNDED. */
    status: varchar('status', { length: 30 }).notNull(),
    amountGrosze: integer('amount_grosze').notNull(),
    /** The one discount code of the order (product-decisions §28). */
    codeId: integer('code_id').references((): AnyPgColumn => codes.id, { onDelete: 'restrict' }),
    /**
     * Grosze the code took off the price: the price is amount + this. A cash voucher's value left is its amount less
     * what the orders holding it took (code-standing.ts), so this is the voucher's spending, and the accountant's.
     */
    codeDiscountGrosze: integer('code_discount_grosze').notNull().default(0),
    productQuantity: integer('product_quantity').notNull().default(1),
    oneFree: boolean('one_free').notNull().default(false),
    /** The invoice request (ZInvoiceData), or null. */
    invoice: jsonb('invoice'),
    /** When staff marked the requested invoice sent (invoices are issued outside the product); null = not sent. */
    invoiceSentAt: timestamptz('invoice_sent_at'),
    /** A gift's recipient and message (all optional): the code is mailed to the recipient too when given. */
    giftRecipientName: varchar('gift_recipient_name', { length: 100 }),
    giftRecipientEmail: varchar('gift_recipient_email', { length: 254 }),
    giftMessage: text('gift_message'),
    /** The consent to immediate supply and the loss of the withdrawal right (product-decisions §29). */
    supplyConsentAt: timestamptz('supply_consent_at'),
    /** End of access; null = no limit (or not started yet for a video rental). */
    expirationDate: timestamptz('expiration_date'),
    /** Until when PayU accepts the payment (validityTime): the reservation the expiry job then releases. */
    reservedUntil: timestamptz('reserved_until'),
    /** When the PayU job next asks about this unfinished order (leased while it asks). */
    nextCheckAt: timestamptz('next_check_at'),
    /** When the reminder before the event was queued (notify_remindpayedevent). */
    remindedAt: timestamptz('reminded_at'),
    used: boolean('used').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** The administrator who granted this order by hand from the panel (such an order is never cancelled there). */
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_ext_order_id_unique').on(table.extOrderId),
    uniqueIndex('orders_payu_order_id_unique').on(table.payuOrderId),
    index('orders_user_status_idx').on(table.userId, table.status),
    index('orders_event_status_idx').on(table.eventId, table.status),
    index('orders_video_status_idx').on(table.videoId, table.status),
    index('orders_code_status_idx').on(table.codeId, table.status),
    index('orders_kind_created_idx').on(table.kind, table.createdAt),
    // The statistics' ranges take orders of every kind by the time they were placed.
    index('orders_created_idx').on(table.createdAt),
    index('orders_invoice_idx')
      .on(table.createdAt)
      .where(sql`${table.invoice} is not null`),
    index('orders_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('PENDING', 'WAITING_FOR_CONFIRMATION')`),
    // Orders placed but never answered by PayU, which the release job looks for every run.
    index('orders_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING' and ${table.payuOrderId} is null`),
    check('orders_kind_check', sql`${table.kind} in ('event', 'video', 'gift', 'group_ticket')`),
    check('orders_amount_check', sql`${table.amountGrosze} >= 0`),
    check('orders_code_discount_check', sql`${table.codeDiscountGrosze} >= 0`),
    check('orders_quantity_check', sql`${table.productQuantity} >= 1`),
    check(
      'orders_product_check',
      sql`(${table.kind} <> 'event' or ${table.eventId} is not null) and (${table.kind} <> 'video' or ${table.videoId} is not null)`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/**
 * Discount codes (admin-commerce-people.md §3 "Discount code"): percent or cash (grosze), for one event, one video
 * or any product, used at most `usage_limit` times by orders that hold it, until `expires_at`. Codes match without
 * regard to case. `source_order_id` marks codes an order made (gifts, group tickets).
 */
export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    discountPercent: integer('discount_percent'),
    discountCashGrosze: integer('discount_cash_grosze'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usageLimit: integer('usage_limit').notNull(),
    sourceOrderId: integer('source_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('codes_code_lower_unique').on(sql`lower(${table.code})`),
    index('codes_expires_idx').on(table.expiresAt),
    index('codes_source_order_idx').on(table.sourceOrderId),
    check(
      'codes_discount_check',
      sql`(${table.discountPercent} is null) <> (${table.discountCashGrosze} is null)`,
    ),
    check(
      'codes_percent_check',
      sql`${table.discountPercent} is null or (${table.discountPercent} > 0 and ${table.discountPercent} <= 100)`,
    ),
    check('codes_cash_check', sql`${table.discountCashGrosze} is null or ${table.discountCashGrosze} > 0`),
    check('codes_product_check', sql`${table.eventId} is null or ${table.videoId} is null`),
    check('codes_limit_check', sql`${table.usageLimit} >= 1`),
  ],
);

export type CodeRow = typeof codes.$inferSelect;

/** A code activated by a user (visitor-side.md §3 "User code"); whether it is used is read from their orders. */
export const codeActivations = pgTable(
  'code_activations',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    activatedAt: timestamptz('activated_at').notNull(),
  },
  (table) => [
    uniqueIndex('code_activations_code_user_unique').on(table.codeId, table.userId),
    index('code_activations_user_idx').on(table.userId),
  ],
);

/**
 * Every PayU notification that passed its checks (signature, POS, amount, currency, a known order), duplicates
 * included, with what it did. Refused ones are logged, not stored: a refused request changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    payuOrderId: varchar('payu_order_id', { length: 64 }).notNull(),
    /** order | refund */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The status it carried (PayU's order status, or the refund's). */
    status: varchar('status', { length: 30 }).notNull(),
    /** applied | ignored */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [index('payment_notifications_order_idx').on(table.orderId)],
);

/**
 * Refunds of orders through PayU, whole or in part. A row is PENDING from the administrator's request until PayU's
 * refund notification (or PayU's own answer when asked) finalizes or cancels it; `payu_refund_id` is PayU's
 * refundId, null until PayU acknowledges the refund. PayU names a refund within its order, so the id is unique per
 * order. Refunds made in PayU's own panel arrive as notifications only and get a row then (no `requested_by`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    payuRefundId: varchar('payu_refund_id', { length: 64 }),
    amountGrosze: integer('amount_grosze').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** PENDING | FINALIZED | CANCELED */
    status: varchar('status', { length: 20 }).notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    finalizedAt: timestamptz('finalized_at'),
    /**
     * Staff chose to withdraw the access the order's codes gave (a gift's, a group ticket's): done when PayU
     * finalizes the refund.
     */
    withdrawAccess: boolean('withdraw_access').notNull().default(false),
    /** When the commerce job next asks PayU about this PENDING refund (leased while it asks). */
    nextCheckAt: timestamptz('next_check_at'),
  },
  (table) => [
    uniqueIndex('refunds_order_payu_refund_id_unique').on(table.orderId, table.payuRefundId),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('refunds_finalized_idx').on(table.finalizedAt),
    check('refunds_amount_check', sql`${table.amountGrosze} > 0`),
    check('refunds_status_check', sql`${table.status} in ('PENDING', 'FINALIZED', 'CANCELED')`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
