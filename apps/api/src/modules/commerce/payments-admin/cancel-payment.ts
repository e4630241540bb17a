import { mayCancelByHand, PAYMENT_V } from '@scena/shared/commerce/payments-admin';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import type { OrderRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound, paymentUnavailable } from '../../../lib/errors';
import { PayuError } from '../../../adapters/payments/payu/types';
import { afterOrderWrite, changeOrderStatus } from '../orders/order-status-change';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';

const mayCancel = (order: OrderRow) =>
  mayCancelByHand({ status: order.status, hand_granted: order.grantedByUserId !== null });

/**
 * DELETE /api/payments/{extOrderId} (admin): cancels an unfinished order (admin-commerce-people.md §4). PayU
 * cancels it first, so that it can no longer be paid; if PayU cannot, nothing changes here (503). The order is
 * kept CANCELED for the record, which gives its ticket back.
 */
export async function cancelPayment(deps: AppDeps, actorUserId: number, extOrderId: string): Promise<void> {
  const order = await findOrderByExtId(deps.db, extOrderId);
  if (!order) throw notFound();
  if (!mayCancel(order)) throw invalidField('status', PAYMENT_V.status);
  if (order.payuOrderId) {
    try {
      await deps.payu.cancelOrder(order.payuOrderId);
    } catch (error) {
      if (!(error instanceof PayuError)) throw error;
      throw paymentUnavailable();
    }
  }
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound();
    // PayU's own notification of the cancellation may have been faster; a payment completed meanwhile stays.
    const notifiedFirst = current.status === 'CANCELED';
    if (!notifiedFirst && !mayCancel(current)) throw invalidField('status', PAYMENT_V.status);
    await writeAudit(tx, {
      actorUserId,
      action: 'order.cancel',
      entity: 'order',
      entityId: current.id,
      // The record is of the administrator's act either way: the order was unfinished when they canceled it.
      changes: changedFields(
        { status: notifiedFirst ? order.status : current.status },
        { status: 'CANCELED' },
      ),
      now,
    });
    return notifiedFirst ? current : changeOrderStatus(deps, tx, current, 'CANCELED', now);
  });
  await afterOrderWrite(deps, canceled);
}
