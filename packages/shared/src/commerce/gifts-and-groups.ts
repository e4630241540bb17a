import { z } from 'zod';
import { V } from '../validation/messages';
import { zOptionalPlainText } from '../validation/rules';
import { parseProductSlug } from './product-slug';
import { ZPurchase } from './purchase';
import { ZOrder } from './orders';
import { parseCatalogInstant } from '../catalog/wall-clock';

/** Message keys of the gift and group-ticket payment forms. */
export const GIFT_GROUP_V = {
  /** Not a product slug this purchase takes. */
  product: 'form.validate.product_slug',
  /** Outside min_units–max_units or above the tickets left; the page says which with the numbers. */
  quantity: 'form.validate.group_quantity',
} as const;

export const GIFT_MESSAGE_MAX = 500;

const zRecipientEmail = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(254, { error: V.tooLong })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: V.email })
    .transform((value) => value.toLowerCase())
    .default('');

/**
 * POST /api/gifts/: a gift of one product (`event-12`, `video-7`) at its price, or for any product (`any`) at
 * gift_price (visitor-side.md §7). The recipient's name, e-mail and a message are optional: with an e-mail the
 * code is mailed to the recipient too.
 */
export const ZGiftPurchase = ZPurchase.extend({
  productSlug: z.string({ error: GIFT_GROUP_V.product }).refine(
    (value) => {
      const slug = parseProductSlug(value);
      return slug !== null && !('quantity' in slug && slug.quantity !== undefined);
    },
    { error: GIFT_GROUP_V.product },
  ),
  recipient_name: zOptionalPlainText(100).transform((value) => value ?? ''),
  recipient_email: zRecipientEmail(),
  message: zOptionalPlainText(GIFT_MESSAGE_MAX).transform((value) => value ?? ''),
});
export type TGiftPurchaseInput = z.input<typeof ZGiftPurchase>;
export type TGiftPurchase = z.output<typeof ZGiftPurchase>;

/** POST /api/groupTickets/: `event-12-8` or `video-7-25` — the product and how many (product-decisions §6). */
export const ZGroupTicketPurchase = ZPurchase.extend({
  productSlug: z
    .string({ error: GIFT_GROUP_V.product })
    .refine((value) => parseProductSlug(value)?.quantity !== undefined, { error: GIFT_GROUP_V.product }),
});
export type TGroupTicketPurchaseInput = z.input<typeof ZGroupTicketPurchase>;
export type TGroupTicketPurchase = z.output<typeof ZGroupTicketPurchase>;

/** A code a gift or a group ticket made, as its buyer sees it. */
export const ZMadeCode = z.object({
  code: z.string(),
  /** Somebody has used it to get access. */
  used: z.boolean(),
  /** It can no longer be used: past its end, or voided by a refund. */
  expired: z.boolean(),
  expires_at: z.string(),
});
export type TMadeCode = z.infer<typeof ZMadeCode>;

/** GET /api/gifts/user, /api/groupTickets/user and one of them by number: the order with the codes it made. */
export const ZOrderWithCodes = ZOrder.extend({ codes: z.array(ZMadeCode) });
export type TOrderWithCodes = z.infer<typeof ZOrderWithCodes>;

/** Gifts for any product are sold: any_gift_available, and gift_expiration (a Warsaw date) not past. */
export function isGiftOffered(
  gift: { any_gift_available: boolean; gift_expiration: string | null } | undefined,
  now: Date,
): boolean {
  if (!gift?.any_gift_available) return false;
  const expires = parseCatalogInstant(gift.gift_expiration, 'end');
  return !expires || expires.getTime() >= now.getTime();
}
