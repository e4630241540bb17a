import { z } from 'zod';
import { V } from '../validation/messages';
import { ZInvoiceDataAnswer } from './invoice';
import { ORDER_KINDS } from './orders';

/**
 * The invoices back-office (admin-commerce-people.md §2 "Invoices", §3 "Invoice", §4 "Invoice", §7). Invoice
 * requests are collected with a purchase and issued outside the product (§1); staff mark each one sent or not
 * sent, in both directions, and may withdraw a request (the order itself stays).
 */

/** The list's filter: every request, only those not sent yet, or only those sent. */
export const INVOICE_SENT_FILTERS = ['all', 'unsent', 'sent'] as const;
export type TInvoiceSentFilter = (typeof INVOICE_SENT_FILTERS)[number];

/** GET /api/invoices: no query answers every invoice request, newest first. */
export const ZInvoiceListQuery = z.object({
  sent: z.enum(INVOICE_SENT_FILTERS, { error: V.wrong }).default('all'),
});
export type TInvoiceListQueryInput = z.input<typeof ZInvoiceListQuery>;
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

/** An invoice request as the back-office reads it: the order's id, its buyer and product, and the invoice data. */
export const ZAdminInvoice = z.object({
  /** The order's id. */
  id: z.number(),
  userId: z.number(),
  /** The buyer as the order keeps them (copied at purchase). */
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** When the order, and with it the request, was made. */
  created_at: z.string(),
  extOrderId: z.string(),
  productType: z.enum(ORDER_KINDS),
  /** The order's payment status (admin-commerce-people.md §4 "Payment status"). */
  paymentStatus: z.string(),
  /** zł, with the VAT it includes. */
  amount: z.number(),
  /** The product as the order describes it (Polish, as the invoice names it). */
  description: z.string(),
  sent: z.boolean(),
  /** When staff marked it sent; null while not sent. */
  sent_at: z.string().nullable(),
  data: ZInvoiceDataAnswer,
});
export type TAdminInvoice = z.infer<typeof ZAdminInvoice>;

export const ZInvoiceList = z.array(ZAdminInvoice);
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

/** PUT /api/invoices/{id}: mark the invoice sent, or not sent again. */
export const ZInvoiceEdit = z.object({
  sent: z.boolean({ error: (issue) => (issue.input === undefined ? V.required : V.wrong) }),
});
export type TInvoiceEditInput = z.input<typeof ZInvoiceEdit>;
export type TInvoiceEdit = z.output<typeof ZInvoiceEdit>;
