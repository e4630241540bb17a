import { z } from 'zod';

/**
 * The viewer's latest order of the item while its payment is under way: its number, for going back to PayU's page
 * or dropping it, and until when PayU's page takes the payment (null: there is none to go back to).
 */
export const ZPendingOrder = z.object({ extOrderId: z.string(), payment_link_until: z.string().nullable() });
export type TPendingOrder = z.infer<typeof ZPendingOrder>;

/**
 * The viewer's best code for the item is a cash voucher (code-standing.ts): what it holds now (zł), and the price
 * (and the code giving it, if any) should the buyer keep the voucher for later. What is left after this purchase is
 * `balance − (price − newPrice)`.
 */
export const ZVoucherOffer = z.object({
  balance: z.number(),
  priceWithout: z.number(),
  codeWithout: z.string().nullable(),
});
export type TVoucherOffer = z.infer<typeof ZVoucherOffer>;

/**
 * What the API adds to an event or a video for the viewer who asks (visitor-side.md §4): whether they hold
 * access, their latest order's status (and that order while its payment is under way), the country block, and the
 * price their best activated code gives.
 */
export const viewerStateFields = {
  access: z.boolean().optional(),
  paymentStatus: z.string().nullable().optional(),
  pendingOrder: ZPendingOrder.nullable().optional(),
  countryBlocked: z.boolean().optional(),
  /** zł: the price with the signed-in viewer's best activated code; absent without one. */
  newPrice: z.number().optional(),
  /** The text of that code. */
  usedCode: z.string().optional(),
  /** When that code is a cash voucher, which the buyer may keep for later. */
  voucher: ZVoucherOffer.optional(),
  /**
   * With no code lowering the price: the viewer's activated code for the item whose uses others took first, so
   * the payment page can say why the price is full.
   */
  usedUpCode: z.string().optional(),
};
