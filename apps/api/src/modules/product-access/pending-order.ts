import { isPaymentPending } from '@scena/shared/catalog/payment-status';
import type { TPendingOrder } from '@scena/shared/catalog/viewer-state';
import type { OrderRow } from '../../db/schema';

/**
 * Until when the buyer may go back to PayU's payment page of the order: its reservation's end (PayU's
 * validityTime), while it is PENDING with the page PayU answered; null when there is none.
 */
export function paymentLinkUntil(order: OrderRow): Date | null {
  return order.status === 'PENDING' && order.payuRedirectUri ? order.reservedUntil : null;
}

/** The viewer's latest order of an item while its payment is under way (viewer-state.ts), else null. */
export function pendingOrderOf(order: OrderRow | undefined): TPendingOrder | null {
  if (!order || !isPaymentPending(order.status)) return null;
  return {
    extOrderId: order.extOrderId,
    payment_link_until: paymentLinkUntil(order)?.toISOString() ?? null,
  };
}
