import type { TAdminPaymentDetail, TPaymentEdit } from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { afterOrderWrite, changeOrderStatus } from '../orders/change-order-status';
import { findOrderByExtId, lockOrder, updateOrder } from '../orders/orders.repository';
import { getPaymentDetail } from './read-payments';

type EditedFields = Record<'status' | 'country' | 'expiration_date', string | null>;

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
