import { z } from 'zod';

/**
 * An order that never reached PayU (the server stopped between the reservation and PayU's answer) is released
 * this long after it was placed. Longer than a live purchase can wait for PayU — four calls of at most 10 s each
 * (the token, the order, and both again after a refused token) — so a slow answer is never overtaken.
 */
export const UNSENT_ORDER_RELEASE_MS = 60_000;

/** How long the order-status page says "a few seconds" before it says the payment is not confirmed yet. */
export const PAYMENT_CONFIRMATION_WAIT_MS = 60_000;

/** POST /api/payments/{extOrderId}/continue: PayU's payment page of the buyer's unfinished order. */
export const ZPaymentLink = z.object({ redirectUri: z.string() });
export type TPaymentLink = z.infer<typeof ZPaymentLink>;

/**
 * Whether the buyer can go back to PayU's page of an order: it is unfinished and PayU still takes its payment
 * (`payment_link_until`, the reservation's end, is null when there is no page to go back to).
 */
export function isPaymentResumable(
  order: { status: string; payment_link_until: string | null },
  now: Date,
): boolean {
  if (order.status !== 'PENDING' || order.payment_link_until === null) return false;
  return Date.parse(order.payment_link_until) > now.getTime();
}

/** Whether the order-status page should stop promising a quick confirmation: the order waits longer than usual. */
export function isConfirmationOverdue(order: { status: string; created_at: string }, now: Date): boolean {
  return (
    order.status === 'PENDING' && now.getTime() - Date.parse(order.created_at) >= PAYMENT_CONFIRMATION_WAIT_MS
  );
}
