import type { Db } from '../../../db/client';
import type { OrderRow, UserRow } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { findOrderByExtId } from './orders.repository';

/** The caller's own order by its number; anybody else's does not exist for them (404, product-decisions §1). */
export async function findOwnOrder(db: Db, user: UserRow, extOrderId: string): Promise<OrderRow> {
  const order = await findOrderByExtId(db, extOrderId);
  if (!order || order.userId !== user.id) throw notFound();
  return order;
}

/** Why the buyer can neither continue nor drop the order: it is paid, or over (409). */
export function notUnfinished(order: OrderRow): AppError {
  const paid = order.status === 'COMPLETED' || order.status === 'WAITING_FOR_CONFIRMATION';
  return new AppError(409, paid ? 'error.order_paid' : 'error.order_not_pending');
}
