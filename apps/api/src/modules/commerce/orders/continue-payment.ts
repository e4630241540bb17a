import type { TPaymentLink } from '@scena/shared/commerce/unfinished-payment';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { paymentLinkUntil } from '../../product-access';
import { findOwnOrder, notUnfinished } from './own-unfinished-order';

/**
 * POST /api/payments/{extOrderId}/continue: PayU's payment page of the caller's own unfinished order, stored when
 * PayU answered, while PayU still takes the payment (the reservation's end, PayU's validityTime). Past it, or for
 * an order PayU never answered, there is no page to go back to (409): the buyer drops the order instead.
 */
export async function continuePayment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  extOrderId: string,
): Promise<TPaymentLink> {
  const order = await findOwnOrder(deps.db, user, extOrderId);
  if (order.status !== 'PENDING') throw notUnfinished(order);
  const until = paymentLinkUntil(order);
  if (!order.payuRedirectUri || !until || until <= deps.clock.now()) {
    throw new AppError(409, 'error.payment_link_expired');
  }
  return { redirectUri: order.payuRedirectUri };
}
