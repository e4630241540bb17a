/** Why a purchase is not available (visitor-side.md §8), under formError.product of a 422. */
export const PURCHASE_REFUSALS = [
  'age',
  'country',
  'no_tickets',
  'ended',
  'payments_unavailable',
  'not_available',
  'already_bought',
  'payment_pending',
  'code_used_up',
  'gifts_unavailable',
  'group_unavailable',
] as const;
export type TPurchaseRefusal = (typeof PURCHASE_REFUSALS)[number];

export function purchaseRefusalKey(reason: TPurchaseRefusal): string {
  return `commerce.refusal.${reason}`;
}
