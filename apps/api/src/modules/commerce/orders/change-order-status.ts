import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { EVENTS_CACHE_PREFIX } from '../../product-access';
import { voidUnusedOrderCodes } from '../codes/order-made-codes';
import { completeOrder } from './complete-order';
import { updateOrder } from './orders.repository';

/**
 * Moves a locked order to `next` in the caller's transaction: a final status ends its reservation and its PayU
 * checks; COMPLETED brings what completeOrder does; REFUNDED or CANCELED ends the codes the order made that
 * nobody has used. Callers decide whether the move is allowed (order-status.ts).
 */
export async function changeOrderStatus(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  db: Db,
  order: OrderRow,
  next: TPaymentStatus,
  now: Date,
  extra: { payuOrderId?: string } = {},
): Promise<OrderRow> {
  const finished = next === 'COMPLETED' || next === 'CANCELED' || next === 'REFUNDED';
  const updated = await updateOrder(db, order.id, {
    status: next,
    updatedAt: now,
    ...(finished ? { reservedUntil: null, nextCheckAt: null } : {}),
    ...(extra.payuOrderId && !order.payuOrderId ? { payuOrderId: extra.payuOrderId } : {}),
  });
  if (next === 'COMPLETED') await completeOrder(deps, db, updated, now);
  if (next === 'REFUNDED' || next === 'CANCELED') await voidUnusedOrderCodes(db, updated, now);
  return updated;
}

/**
 * After an order write commits: the cached public answers that count tickets are stale (ticketsLeft), so is a
 * "sold out" remembered here (a ticket may be back), and a queued mail should go out now.
 */
export async function afterOrderWrite(
  deps: Pick<AppDeps, 'cache' | 'mail' | 'reservations'>,
  order: Pick<OrderRow, 'eventId'>,
) {
  if (order.eventId !== null) {
    deps.reservations.forgetSoldOut(order.eventId);
    await deps.cache.invalidate(EVENTS_CACHE_PREFIX);
  }
  deps.mail.kick();
}
