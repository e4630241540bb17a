import type { TProductType } from './product-slug';

/**
 * Why a purchase is not available (visitor-side.md §8). One vocabulary for the server's 422
 * (`formError.product`), the buy buttons' `reason` and the payment page, so the three never name one refusal
 * differently; each has its text under purchaseRefusalKey.
 */
export const PURCHASE_REFUSALS = [
  'signed_out',
  'age',
  'country',
  'no_tickets',
  'ended',
  'payments_unavailable',
  'not_available',
  'access_held',
  'payment_pending',
  'refund_pending',
  'code_used_up',
  'gifts_unavailable',
  'group_unavailable',
] as const;
export type TPurchaseRefusal = (typeof PURCHASE_REFUSALS)[number];

export function purchaseRefusalKey(reason: TPurchaseRefusal): string {
  return `commerce.refusal.${reason}`;
}

/** A product whose time is over: an event has ended, a recording is no longer available. */
export function endedRefusal(type: TProductType): TPurchaseRefusal {
  return type === 'event' ? 'ended' : 'not_available';
}

/**
 * Whether the product takes a purchase for oneself: an event with tickets switched off ("block payments") still
 * gives access to a viewer whose code makes it free (admin-commerce-people.md §6). `priceWithCode` is the price
 * after the viewer's code in grosze, or null when no code applies.
 */
export function takesPayments(ticketsEnabled: boolean, priceWithCode: number | null): boolean {
  return ticketsEnabled || priceWithCode === 0;
}

/**
 * The refusals that stop only a purchase for oneself: the buyer holds it, pays for it (or is refunded) now, or
 * is too young to watch. A gift or a group ticket is for others, who meet the age limit when they redeem.
 */
const PERSONAL_REFUSALS: ReadonlySet<TPurchaseRefusal> = new Set([
  'access_held',
  'payment_pending',
  'refund_pending',
  'age',
]);

/**
 * Why a gift or a group ticket of the product may not be bought, or null when it may: the refusal of a purchase
 * for oneself unless it is personal, then payments switched off (a code does not make a gift free), then a free
 * product, which has nothing to give. Whether the theatre sells gifts or group tickets at all is its settings'.
 */
export function forOthersRefusal(product: {
  kind: 'gift' | 'group';
  priceGrosze: number;
  ticketsEnabled: boolean;
  refusalForSelf: TPurchaseRefusal | null;
}): TPurchaseRefusal | null {
  const { refusalForSelf } = product;
  if (refusalForSelf !== null && !PERSONAL_REFUSALS.has(refusalForSelf)) return refusalForSelf;
  if (!product.ticketsEnabled) return 'payments_unavailable';
  if (product.priceGrosze === 0) return product.kind === 'gift' ? 'gifts_unavailable' : 'group_unavailable';
  return null;
}
