import { nextOrderStatus } from '@scena/shared/commerce/order-status';
import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { type AppError, notFound, paymentUnavailable } from '../../../lib/errors';
import { PayuError } from '../../../adapters/payments/payu/types';
import { afterOrderWrite, changeOrderStatus } from './change-order-status';
import { lockOrder } from './orders.repository';

/** Who cancels, and by which rules: the administrator (payments-admin) or the buyer (drop-payment). */
export interface CancelRules {
  /** Whether this caller may cancel the order as it is; asked again under the order's lock. */
  allows(order: OrderRow): boolean;
  /** The refusal of an order as it is now (PayU may just have completed it). */
  refusal(order: OrderRow): AppError;
  /** What the caller records with the cancellation, in its transaction; `status` is the one it cancelled. */
  record?(tx: Db, order: OrderRow, status: string, now: Date): Promise<void>;
}

/**
 * PayU cancels the order first, so that it can no longer be paid. When PayU refuses because the order is already
 * paid, the order takes PayU's status here — what the late notification would do — and the caller's refusal
 * follows: a paid order is never cancelled. When PayU cannot be reached, or refuses for any other reason, nothing
 * changes (503).
 */
async function cancelAtPayu(deps: AppDeps, order: OrderRow, payuOrderId: string, rules: CancelRules) {
  try {
    await deps.payu.cancelOrder(payuOrderId);
    return;
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    if (error.kind !== 'rejected') throw paymentUnavailable();
  }
  let snapshot;
  try {
    snapshot = await deps.payu.retrieveOrder(payuOrderId);
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    throw paymentUnavailable();
  }
  if (snapshot?.status === 'CANCELED' || snapshot?.status === 'REJECTED') return;
  if (snapshot?.status !== 'COMPLETED' || snapshot.totalAmount !== order.amountGrosze)
    throw paymentUnavailable();
  const paid = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound();
    const next = nextOrderStatus(current.status as TPaymentStatus, snapshot.status);
    return next ? changeOrderStatus(deps, tx, current, next, deps.clock.now()) : current;
  });
  await afterOrderWrite(deps, paid);
  throw rules.refusal(paid);
}

/**
 * Cancels an unfinished order, at PayU first (cancelAtPayu) and then here, which gives its ticket and code use back
 * at once; the order is kept, CANCELED, for the record. Under the order's lock, which PayU's notifications take
 * too, its status is read again: CANCELED by PayU's own notification of this cancellation counts as done, and any
 * other move the caller's rules refuse (a COMPLETED order stays COMPLETED).
 */
export async function cancelUnfinishedOrder(
  deps: AppDeps,
  order: OrderRow,
  rules: CancelRules,
): Promise<OrderRow> {
  if (!rules.allows(order)) throw rules.refusal(order);
  if (order.payuOrderId) await cancelAtPayu(deps, order, order.payuOrderId, rules);
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound();
    const notifiedFirst = current.status === 'CANCELED';
    if (!notifiedFirst && !rules.allows(current)) throw rules.refusal(current);
    await rules.record?.(tx, current, notifiedFirst ? order.status : current.status, now);
    return notifiedFirst ? current : changeOrderStatus(deps, tx, current, 'CANCELED', now);
  });
  await afterOrderWrite(deps, canceled);
  return canceled;
}
