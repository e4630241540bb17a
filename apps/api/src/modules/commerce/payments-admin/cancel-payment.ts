import { mayCancelByHand, PAYMENT_V } from '@scena/shared/commerce/payments-admin';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import type { OrderRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { cancelUnfinishedOrder } from '../orders/cancel-unfinished-order';
import { findOrderByExtId } from '../orders/orders.repository';

const mayCancel = (order: OrderRow) =>
  mayCancelByHand({ status: order.status, hand_granted: order.grantedByUserId !== null });

/**
 * DELETE /api/payments/{extOrderId} (admin): cancels an unfinished order (admin-commerce-people.md §4), at PayU
 * first, as the buyer's own drop does (cancelUnfinishedOrder); if PayU cannot, nothing changes here (503). The
 * order is kept CANCELED for the record, which gives its ticket back.
 */
export async function cancelPayment(deps: AppDeps, actorUserId: number, extOrderId: string): Promise<void> {
  const order = await findOrderByExtId(deps.db, extOrderId);
  if (!order) throw notFound();
  await cancelUnfinishedOrder(deps, order, {
    allows: mayCancel,
    refusal: () => invalidField('status', PAYMENT_V.status),
    // The record is of the administrator's act even when PayU's notification of it landed first: the order was
    // unfinished when they canceled it.
    record: (tx, current, status, now) =>
      writeAudit(tx, {
        actorUserId,
        action: 'order.cancel',
        entity: 'order',
        entityId: current.id,
        changes: changedFields({ status }, { status: 'CANCELED' }),
        now,
      }),
  });
}
