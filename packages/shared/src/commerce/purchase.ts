import { z } from 'zod';
import { V } from '../validation/messages';
import { zTicked } from '../validation/rules';
import { ZInvoiceData } from './invoice';

/**
 * The body of POST /api/payments/{eventId} and /api/videopayments/{videoId}: the optional invoice request, the
 * terms checkbox and the consent to immediate supply with the loss of the 14-day withdrawal right
 * (product-decisions §29). Both boxes must be ticked.
 */
export const ZPurchase = z.object({
  invoice: ZInvoiceData.nullish(),
  tos: zTicked(),
  supply_consent: zTicked(),
});
export type TPurchaseInput = z.input<typeof ZPurchase>;
export type TPurchase = z.output<typeof ZPurchase>;

/**
 * A ticket or a rental for oneself (POST /api/payments/{eventId}, /api/videopayments/{videoId}): the purchase, and
 * whether a cash voucher may pay for it. The buyer chooses on the payment page; without the field the best price
 * wins, as product-decisions §28 says, and a voucher keeps what it does not spend either way.
 */
export const ZProductPurchase = ZPurchase.extend({
  use_voucher: z.boolean({ error: V.wrong }).optional().default(true),
});
export type TProductPurchaseInput = z.input<typeof ZProductPurchase>;
export type TProductPurchase = z.output<typeof ZProductPurchase>;

/**
 * The answer of a purchase: `payu.redirectUri` sends the browser to the payment page; a purchase that costs
 * nothing (a free event with limited tickets, a 100% code) is COMPLETED at once and `redirect` names the
 * product's page.
 */
export const ZPurchaseAnswer = z.object({
  extOrderId: z.string(),
  status: z.string(),
  payu: z.object({ redirectUri: z.string(), orderId: z.string() }).optional(),
  redirect: z.string().optional(),
});
export type TPurchaseAnswer = z.infer<typeof ZPurchaseAnswer>;
