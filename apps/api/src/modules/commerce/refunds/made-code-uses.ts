import { STOCK_HOLDING_STATUSES } from '@scena/shared/commerce/order-status';
import { isWithdrawableUse, type TMadeCodeUse } from '@scena/shared/commerce/payments-admin';
import { changedFields } from '@scena/shared/audit/changes';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { expireCodes, listCodesMadeBy } from '../codes/codes.repository';
import { orderDto, type OrderWithProduct } from '../orders/order-dto';
import { changeOrderStatus } from '../orders/change-order-status';
import { listOrdersWithProducts, lockOrder } from '../orders/orders.repository';
import { accessWithdrawnMail } from '../orders/order-mails';
import { orderMailInput } from '../orders/order-product';

/** The orders that hold a code the order made (a gift's, a group ticket's): its codes' uses, oldest first. */
export async function listMadeCodeUses(
  db: Db,
  order: Pick<OrderRow, 'id' | 'kind'>,
): Promise<OrderWithProduct[]> {
  if (order.kind !== 'gift' && order.kind !== 'group_ticket') return [];
  const made = await listCodesMadeBy(db, [order.id]);
  if (made.length === 0) return [];
  const uses = await listOrdersWithProducts(db, {
    codeIds: made.map((code) => code.id),
    statuses: STOCK_HOLDING_STATUSES,
  });
  return uses.reverse();
}

export function madeCodeUseDto(row: OrderWithProduct, language: Language): TMadeCodeUse {
  const order = orderDto(row, language);
  return {
    code: row.code?.code ?? '',
    extOrderId: order.extOrderId,
    user_id: order.user_id,
    firstname: order.firstname,
    lastname: order.lastname,
    title: order.title,
    product_path: order.product_path,
    amount: order.amount,
    status: order.status,
    created_at: order.created_at,
  };
}

/**
 * Withdraws the access the codes of a refunded gift or group ticket gave, in the caller's transaction (the
 * refund's finalization, with that order locked): each order paid with such a code alone is cancelled — a ticket
 * it held is on sale again — and its code ends, so that nobody uses it again. An order its user also paid for
 * keeps its access (isWithdrawableUse): it takes a refund of its own. Each cancellation is audited as the choice
 * of whoever asked for the refund, and its user is told by mail. Answers the orders cancelled.
 */
export async function withdrawCodeAccess(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  db: Db,
  order: OrderRow,
  refund: RefundRow,
  now: Date,
): Promise<OrderRow[]> {
  const withdrawn: OrderRow[] = [];
  const endedCodes: number[] = [];
  for (const use of await listMadeCodeUses(db, order)) {
    if (!isWithdrawableUse(madeCodeUseDto(use, 'pl'))) continue;
    const current = await lockOrder(db, use.order.id);
    if (current?.status !== 'COMPLETED') continue;
    withdrawn.push(await changeOrderStatus(deps, db, current, 'CANCELED', now));
    endedCodes.push(use.code!.id);
    const input = await orderMailInput(deps, db, current);
    if (input) {
      await deps.mail.enqueue(db, {
        ...accessWithdrawnMail(input, use.code!.code),
        kind: 'access_withdrawn',
      });
    }
    await writeAudit(db, {
      actorUserId: refund.requestedByUserId,
      action: 'order.withdraw',
      entity: 'order',
      entityId: current.id,
      changes: changedFields({ status: current.status }, { status: 'CANCELED' }),
      data: { code: use.code!.code, source_order: order.extOrderId, refund_id: refund.id },
      now,
    });
  }
  await expireCodes(db, endedCodes, now);
  return withdrawn;
}
