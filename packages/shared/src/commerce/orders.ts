import { z } from 'zod';
import { ZInvoiceDataAnswer } from './invoice';

/**
 * An order as its buyer (and an administrator) reads it (visitor-side.md §3 "Order"). `amount` is zł
 * (product-decisions §5); `used` is 0/1 as the spec has it. `title`, `desc`, `date_from` and `date_to` describe
 * the product in the request's language; `description` / `description_en` are the texts stored at purchase.
 */
export const ORDER_KINDS = ['event', 'video', 'gift', 'group_ticket'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

export const ZOrder = z.object({
  id: z.number(),
  extOrderId: z.string(),
  /** PayU's order number; null for an order that needed no payment. */
  orderId: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  used: z.number(),
  views: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When access ends (a started rental); null = no end yet. */
  expiration_date: z.string().nullable(),
  /** Until when an unpaid order holds its ticket. */
  reserved_until: z.string().nullable(),
  /** Until when the buyer may go back to PayU's page of this unfinished order; null when there is none. */
  payment_link_until: z.string().nullable(),
  user_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  productType: z.enum(ORDER_KINDS),
  product_slug: z.string(),
  event_id: z.number().nullable(),
  video_id: z.number().nullable(),
  /** The product page's path (/wydarzenie/{slugOrId}, /wideo/{slugOrId}); null when it is gone. */
  product_path: z.string().nullable(),
  title: z.string(),
  desc: z.string(),
  description: z.string(),
  description_en: z.string(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  /** The event's start and end instants (ISO), for an event order. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The discount code used, if any. */
  code: z.string().nullable(),
  /** zł the code took off the price (what a voucher paid of it): the price was amount + this. */
  code_discount: z.number(),
  product_quantity: z.number(),
  one_free: z.number(),
  invoice: ZInvoiceDataAnswer.nullable(),
  /** A gift's recipient and message (any of them may be empty); null for other orders. */
  gift: z.object({ recipient_name: z.string(), recipient_email: z.string(), message: z.string() }).nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** The administrator's order: the buyer's IP too (admin-commerce-people.md §3). */
export const ZAdminOrder = ZOrder.extend({ customer_ip: z.string().nullable() });
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/** A code a gift or a group ticket made, as its buyer sees it. */
export const ZMadeCode = z.object({
  code: z.string(),
  /** Somebody has used it up: its use taken, or a voucher spent whole. */
  used: z.boolean(),
  /** It can no longer be used: past its end, or voided by a refund. */
  expired: z.boolean(),
  expires_at: z.string(),
});
export type TMadeCode = z.infer<typeof ZMadeCode>;

/** GET /api/gifts/user, /api/groupTickets/user and one of them by number: the order with the codes it made. */
export const ZOrderWithCodes = ZOrder.extend({ codes: z.array(ZMadeCode) });
export type TOrderWithCodes = z.infer<typeof ZOrderWithCodes>;
