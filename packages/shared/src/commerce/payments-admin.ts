import { z } from 'zod';
import { V } from '../validation/messages';
import { zCountryCode, zEmail } from '../validation/rules';
import { parseIsoDate } from '../time/calendar-date';
import { warsawWallClockToUtc } from '../time/warsaw';
import { zlotyToGrosze } from '../catalog/money';
import { ZAdminOrder, ZMadeCode } from './orders';

/** Message keys of the payments back-office forms (admin-commerce-people.md §5, §8). */
export const PAYMENT_V = {
  /** 'Niepoprawna data': the start of a range after its end. */
  dateRange: 'form.validate.date_range',
  status: 'form.validate.payment_status',
  /** A refund of zero, or of more than is left to refund. */
  refundAmount: 'form.validate.refund_amount',
  /** Grant free access: no account has that e-mail. */
  userUnknown: 'form.validate.user_unknown',
  /** Grant free access: the user already holds the product, or pays for it now. */
  alreadyHeld: 'form.validate.already_held',
} as const;

/** The statuses an administrator may set by hand (admin-commerce-people.md §4). */
export const ADMIN_SETTABLE_STATUSES = ['COMPLETED', 'CANCELED', 'REFUNDED', 'PENDING'] as const;
export type TAdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/** The payments screen's status filter (admin-commerce-people.md §2); PENDING takes WAITING_FOR_CONFIRMATION too. */
export const PAYMENT_LIST_STATUSES = ['ALL', 'COMPLETED', 'CANCELED', 'REFUNDED', 'PENDING'] as const;
export type TPaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

/** An order can be cancelled from the panel only while unfinished (admin-commerce-people.md §4). */
export function mayCancelByHand(order: { status: string; hand_granted: boolean }): boolean {
  return !order.hand_granted && !['COMPLETED', 'CANCELED', 'REFUNDED'].includes(order.status);
}

const zIsoDate = () =>
  z.string({ error: V.date }).refine((value) => parseIsoDate(value) !== null, { error: V.date });
const zOptionalId = () =>
  z
    .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * GET /api/payments/, /api/videopayments/, /api/gifts/ and /api/groupTickets/: orders made from date_from 00:00
 * to date_to 24:00, Warsaw time (the default range, the current month, is the screen's), by status, and for the
 * payments lists by event or video.
 */
export const ZPaymentListQuery = z
  .object({
    date_from: zIsoDate(),
    date_to: zIsoDate(),
    status: z.enum(PAYMENT_LIST_STATUSES, { error: PAYMENT_V.status }).default('ALL'),
    event_id: zOptionalId(),
    video_id: zOptionalId(),
  })
  .refine((value) => value.date_from <= value.date_to, { path: ['date_from'], error: PAYMENT_V.dateRange });
export type TPaymentListQueryInput = z.input<typeof ZPaymentListQuery>;
export type TPaymentListQuery = z.output<typeof ZPaymentListQuery>;

/** A code of an order and who activated it: the code it used, or those it made (gifts, group tickets). */
export const ZOrderCode = z.object({
  id: z.number(),
  code: z.string(),
  /** used: the order was paid with it; made: the order yielded it. */
  role: z.enum(['used', 'made']),
  usage: z.array(
    z.object({
      userId: z.number(),
      firstname: z.string(),
      lastname: z.string(),
      /** Whether this user has bought something with it. */
      used: z.boolean(),
    }),
  ),
});
export type TOrderCode = z.infer<typeof ZOrderCode>;

/** A refund of an order through PayU. */
export const ZRefund = z.object({
  id: z.number(),
  /** zł */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['PENDING', 'FINALIZED', 'CANCELED']),
  /**
   * PayU has acknowledged the refund (it has PayU's id). A PENDING refund PayU has not acknowledged yet lost PayU's
   * answer: it holds its amount until PayU's notification, or the job's question to PayU, says what PayU did.
   */
  confirmed: z.boolean(),
  created_at: z.string(),
  finalized_at: z.string().nullable(),
  /** Who asked for it. */
  requested_by: z.string().nullable(),
  /** Staff chose to withdraw the access the order's codes gave (done when PayU finalizes the refund). */
  withdraw_access: z.boolean(),
});
export type TRefund = z.infer<typeof ZRefund>;

/**
 * An order paid with a code that a gift or a group ticket made: who used the code, on what, and what they paid on
 * top of it (admin-commerce-people.md §4 "Codes": who used each code).
 */
export const ZMadeCodeUse = z.object({
  code: z.string(),
  extOrderId: z.string(),
  user_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  product_path: z.string().nullable(),
  /** zł the user paid themselves, on top of the code. */
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export type TMadeCodeUse = z.infer<typeof ZMadeCodeUse>;

/**
 * Whether withdrawing the access a refunded gift's or group ticket's codes gave ends this use: an order paid with
 * the code alone. One the user also paid for keeps its access; it takes a refund of its own.
 */
export function isWithdrawableUse(use: Pick<TMadeCodeUse, 'amount' | 'status'>): boolean {
  return use.status === 'COMPLETED' && use.amount === 0;
}

/** A row of the back-office's order lists (admin-commerce-people.md §3 "Order/payment (admin row)"). */
export const ZAdminPayment = ZAdminOrder.extend({
  codes: z.array(ZOrderCode),
  /** Granted by hand from the panel (not deletable). */
  hand_granted: z.boolean(),
  /** zł refunded so far (finalized refunds up to the list's range end, or ever for a single order). */
  refunded: z.number(),
  /** How many people have used the codes the order made (gifts, group tickets). */
  numberOfUses: z.number(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

/** An order list: its orders and the zł refunded of them (admin-commerce-people.md §7). */
export const ZPaymentList = z.object({
  orders: z.array(ZAdminPayment),
  refunds: z.number(),
});
export type TPaymentList = z.infer<typeof ZPaymentList>;

/** GET /api/payments/event/{id} and /api/videopayments/video/{id}: every order of the product and its views. */
export const ZProductPayments = z.object({
  orders: z.array(ZAdminPayment),
  /** Playback starts of the product. */
  views: z.number(),
});
export type TProductPayments = z.infer<typeof ZProductPayments>;

/** One entry of an order's history (the audit rows of staff changes and the payment's own moves). */
export const ZOrderHistoryEntry = z.object({
  at: z.string(),
  who: z.string().nullable(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * GET /api/payments/{extOrderId} (and /api/videopayments/…) as an administrator reads it: the order with its
 * refunds and history, for the manage-payment dialog.
 */
export const ZAdminPaymentDetail = ZAdminPayment.extend({
  refunds: z.array(ZRefund),
  /** The codes this order made (a gift's or a group ticket's): used or not, ended or not. */
  made_codes: z.array(ZMadeCode),
  /** The orders paid with those codes, oldest first. */
  code_uses: z.array(ZMadeCodeUse),
  history: z.array(ZOrderHistoryEntry),
});
export type TAdminPaymentDetail = z.infer<typeof ZAdminPaymentDetail>;

/** "YYYY-MM-DD HH:mm" Warsaw, or "0000-00-00" / empty for no end (admin-commerce-people.md §5 "Payment edit"). */
const zExpiry = () =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim().replace('T', ' ');
      if (text === '' || text.startsWith('0000-00-00')) return null;
      const instant = warsawWallClockToUtc(text.slice(0, 16));
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: V.date });
        return z.NEVER;
      }
      return instant.toISOString();
    });

/** PUT /api/payments/{extOrderId} and /api/videopayments/{extOrderId}: the manage-payment dialog. */
export const ZPaymentEdit = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: PAYMENT_V.status }),
  country: zCountryCode(),
  expiration_date: zExpiry(),
});
export type TPaymentEditInput = z.input<typeof ZPaymentEdit>;
export type TPaymentEdit = z.output<typeof ZPaymentEdit>;

/** POST /api/payments/free/{eventId} and /api/videopayments/free/{videoId}: grant access by e-mail. */
export const ZFreeAccess = z.object({
  userval: zEmail(),
  /** Count the product's price as the order's amount (a sale made elsewhere, e.g. at the box office). */
  priceIncluded: z.boolean().default(false),
});
export type TFreeAccessInput = z.input<typeof ZFreeAccess>;
export type TFreeAccess = z.output<typeof ZFreeAccess>;

/** A refund's reason: kept with the refund and sent to PayU as its description. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 200;

/** POST /api/payments/{extOrderId}/refunds: the whole remainder when amount is empty, else that many zł. */
export const ZRefundRequest = z.object({
  amount: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const grosze = zlotyToGrosze(value);
      if (grosze === null || grosze <= 0) {
        ctx.addIssue({ code: 'custom', message: PAYMENT_V.refundAmount });
        return z.NEVER;
      }
      return grosze;
    }),
  reason: z
    .string({ error: V.required })
    .trim()
    .min(REFUND_REASON_MIN, { error: V.required })
    .max(REFUND_REASON_MAX, { error: V.tooLong }),
  /**
   * Also end the access the order's codes gave (a gift's or a group ticket's): each order paid with such a code
   * alone is cancelled, and its code ends, when PayU finalizes the refund.
   */
  withdraw_access: z.boolean({ error: V.required }).default(false),
});
export type TRefundRequestInput = z.input<typeof ZRefundRequest>;
/** amount in grosze, null = everything not refunded yet. */
export type TRefundRequest = z.output<typeof ZRefundRequest>;
