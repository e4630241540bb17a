import type { TOrder } from '@scena/shared/commerce/orders';
import type { TAdminPaymentDetail } from '@scena/shared/commerce/payments-admin';
import { isAdmin, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { getPaymentDetail } from '../payments-admin/read-payments';
import { orderDto } from './order-dto';
import { listOrdersWithProducts } from './orders.repository';

/**
 * GET /api/payments/{extOrderId}: the buyer reads an order of any kind, an administrator the manage-payment
 * dialog's detail of it; for anyone else it does not exist (404, product-decisions §1).
 */
export async function getOrder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  extOrderId: string,
  language: Language,
): Promise<TOrder | TAdminPaymentDetail> {
  if (isAdmin({ role_id: user.roleId })) return getPaymentDetail(deps, extOrderId, language);
  const [row] = await listOrdersWithProducts(deps.db, { extOrderId });
  if (!row || row.order.userId !== user.id) throw notFound();
  return orderDto(row, language);
}

/** GET /api/payments/user and /api/videopayments/user: the caller's own orders of one kind, newest first. */
export async function listUserOrders(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  kind: 'event' | 'video',
  language: Language,
): Promise<TOrder[]> {
  const rows = await listOrdersWithProducts(deps.db, { userId: user.id, kind });
  return rows.map((row) => orderDto(row, language));
}
