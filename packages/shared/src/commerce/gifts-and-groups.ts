import { z } from 'zod';
import { V } from '../validation/messages';
import { zOptionalFreeText, zOptionalPlainText } from '../validation/rules';
import { GIFT_MESSAGE_MAX } from './gift-offer';
import { parseProductSlug } from './product-slug';
import { ZPurchase } from './purchase';

/** Message keys of the gift and group-ticket payment forms. */
export const GIFT_GROUP_V = {
  /** Not a product slug this purchase takes. */
  product: 'form.validate.product_slug',
  /** Outside min_units–max_units or above the tickets left; the page says which with the numbers. */
  quantity: 'form.validate.group_quantity',
} as const;

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
  /** A person's words to another: any character, `<3` and `1 < 2` too (shown as text wherever it appears). */
  message: zOptionalFreeText(GIFT_MESSAGE_MAX).transform((value) => value ?? ''),
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
