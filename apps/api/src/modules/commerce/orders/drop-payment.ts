import type { TOrder } from '@scena/shared/commerce/orders';
import { changedFields } from '@scena/shared/audit/changes';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { cancelUnfinishedOrder } from './cancel-unfinished-order';
import { orderDto } from './order-dto';
import { listOrdersWithProducts } from './orders.repository';
import { findOwnOrder, notUnfinished } from './own-unfinished-order';

/**
 * POST /api/payments/{extOrderId}/drop: the buyer gives up their own unfinished payment. PayU cancels it first,
 * then the ticket and the code's use are free at once, as the administrator's cancellation does
 * (cancelUnfinishedOrder); a payment PayU has already taken completes the order instead (409 error.order_paid).
 * The drop is audited as the buyer's. Answers the order as it is now.
 */
export async function dropPayment(
  deps: AppDeps,
  user: UserRow,
  extOrderId: string,
  language: Language,
): Promise<TOrder> {
  const order = await findOwnOrder(deps.db, user, extOrderId);
  await cancelUnfinishedOrder(deps, order, {
    allows: (current) => current.status === 'PENDING',
    refusal: notUnfinished,
    // A change of an order that frees its ticket and code is audited like staff's own cancellation, so the
    // order's history says who cancelled it (a visitor's other own changes are not audited).
    record: (tx, current, status, now) =>
      writeAudit(tx, {
        actorUserId: user.id,
        action: 'order.drop',
        entity: 'order',
        entityId: current.id,
        changes: changedFields({ status }, { status: 'CANCELED' }),
        now,
      }),
  });
  const [row] = await listOrdersWithProducts(deps.db, { extOrderId });
  return orderDto(row!, language);
}
