import { zodResolver } from '@hookform/resolvers/zod';
import { ZPurchase } from '@scena/shared/commerce/purchase';
import { ZGiftPurchase } from '@scena/shared/commerce/gifts-and-groups';

/** The schema the server checks a purchase with. */
export const purchaseResolver = zodResolver(ZPurchase);
/** A gift's own fields; its productSlug is the page's, added when the request is sent. */
export const giftResolver = zodResolver(ZGiftPurchase.omit({ productSlug: true }));
