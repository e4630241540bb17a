import type { TAdminPaymentDetail, TPaymentEdit } from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { STOCK_HOLDING_STATUSES } from '@scena/shared/commerce/order-status';
import { purchaseRefusalKey, type TPurchaseRefusal } from '@scena/shared/commerce/purchase-refusals';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { invalidField, notFound } from '../../../lib/errors';
import { findUserById } from '../../users';
import { findCodeById, lockCodes } from '../codes/codes.repository';
import { afterOrderWrite, changeOrderStatus } from '../orders/change-order-status';
import { findOrderByExtId, lockOrder, lockProduct, updateOrder } from '../orders/orders.repository';
import { loadOrderProduct } from '../orders/order-product';
import { decideReservations } from '../orders/reservations';
import { getPaymentDetail } from './read-payments';

type EditedFields = Record<'status' | 'country' | 'expiration_date', string | null>;

const holdsStock = (status: string) => (STOCK_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * An order moved back to a status that holds stock (a cancelled or refunded one made COMPLETED or PENDING) takes
 * its ticket and its code's use or cash again. Under the product's and the code's locks, as a purchase is, it is
 * decided by the purchase's own rule (decideReservations): refused when the ticket was sold since, the code's
 * uses or cash went on other orders, or the buyer holds the product through another order.
 */
async function restoreRefusal(tx: Db, order: OrderRow, now: Date): Promise<TPurchaseRefusal | null> {
  const product = await loadOrderProduct(tx, order);
  const user = await findUserById(tx, order.userId);
  if (!product || !user) return null;
  await lockProduct(tx, product.type, product.id);
  const code = order.codeId === null ? null : ((await findCodeById(tx, order.codeId)) ?? null);
  if (code) await lockCodes(tx, [code.id]);
  const [decision] = await decideReservations(tx, product, [{ user, code, values: order }], now);
  return typeof decision === 'string' ? decision : null;
}

/**
 * PUT /api/payments/{extOrderId} (admin): the manage-payment dialog sets the status (one of the four a person may
 * set), the country and the end of access. A status change goes through changeOrderStatus, so a move to a final
 * status ends the reservation and a move to COMPLETED queues the receipt — once: an order that stays COMPLETED
 * gets none. The audit row keeps the changed fields before and after; an edit that changes nothing writes nothing.
 */
export async function editPayment(
  deps: AppDeps,
  actorUserId: number,
  extOrderId: string,
  form: TPaymentEdit,
  language: Language,
): Promise<TAdminPaymentDetail> {
  const found = await findOrderByExtId(deps.db, extOrderId);
  if (!found) throw notFound();
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, found.id);
    if (!current) throw notFound();
    const before: EditedFields = {
      status: current.status,
      country: current.country,
      expiration_date: current.expirationDate?.toISOString() ?? null,
    };
    const after: EditedFields = {
      status: form.status,
      country: form.country,
      expiration_date: form.expiration_date ?? null,
    };
    const changes = changedFields(before, after);
    if (!changes) return null;
    if (!holdsStock(current.status) && holdsStock(form.status)) {
      const refusal = await restoreRefusal(tx, current, now);
      if (refusal) throw invalidField('status', purchaseRefusalKey(refusal));
    }
    if (current.status !== form.status) await changeOrderStatus(deps, tx, current, form.status, now);
    // updated_at stays the time of the last status move: the revenue rule takes a REFUNDED one's as the refund's.
    const updated = await updateOrder(tx, current.id, {
      country: form.country,
      expirationDate: after.expiration_date === null ? null : new Date(after.expiration_date),
    });
    await writeAudit(tx, {
      actorUserId,
      action: 'order.edit',
      entity: 'order',
      entityId: current.id,
      changes,
      now,
    });
    return updated;
  });
  if (changed) await afterOrderWrite(deps, changed);
  return getPaymentDetail(deps, extOrderId, language);
}
