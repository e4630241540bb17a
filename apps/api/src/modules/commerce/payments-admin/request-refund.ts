import {
  PAYMENT_V,
  type TAdminPaymentDetail,
  type TRefundRequest,
} from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound, paymentUnavailable } from '../../../lib/errors';
import { PayuError } from '../../../adapters/payments/payu/types';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';
import { getPaymentDetail } from './read-payments';
import { insertRefund, setPayuRefundId, sumRefundsByOrder, updatePendingRefund } from './refunds.repository';

/**
 * POST /api/payments/{extOrderId}/refunds (admin): refunds a paid order through PayU, the given grosze or all that
 * is not refunded or being refunded yet. The request is stored PENDING under the order's lock (two requests cannot
 * both take what is left), then PayU is asked outside any transaction; a PayU failure cancels the request (503).
 * The order stays COMPLETED until PayU's refund notification (handle-notification.ts) finalizes the refund.
 */
export async function requestRefund(
  deps: AppDeps,
  actorUserId: number,
  extOrderId: string,
  form: TRefundRequest,
  language: Language,
): Promise<TAdminPaymentDetail> {
  const order = await findOrderByExtId(deps.db, extOrderId);
  if (!order) throw notFound();
  const payuOrderId = order.payuOrderId;
  if (order.status !== 'COMPLETED' || !payuOrderId || order.amountGrosze <= 0) {
    throw invalidField('amount', PAYMENT_V.refundAmount);
  }
  const now = deps.clock.now();
  const refund = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (current?.status !== 'COMPLETED') throw invalidField('amount', PAYMENT_V.refundAmount);
    const taken = await sumRefundsByOrder(tx, [current.id], { statuses: ['PENDING', 'FINALIZED'] });
    const left = current.amountGrosze - (taken.get(current.id) ?? 0);
    const amount = form.amount ?? left;
    if (amount <= 0 || amount > left) throw invalidField('amount', PAYMENT_V.refundAmount);
    return insertRefund(tx, {
      orderId: current.id,
      amountGrosze: amount,
      reason: form.reason,
      status: 'PENDING',
      requestedByUserId: actorUserId,
      createdAt: now,
    });
  });

  let payuRefundId: string;
  try {
    const answer = await deps.payu.refundOrder(payuOrderId, {
      description: form.reason,
      amount: refund.amountGrosze,
      extRefundId: `${order.extOrderId}-${refund.id}`,
    });
    payuRefundId = answer.refundId;
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    await updatePendingRefund(deps.db, refund.id, { status: 'CANCELED' });
    throw paymentUnavailable();
  }
  await deps.db.transaction(async (tx) => {
    // Under the order's lock, which PayU's notification handler takes before it reads the refunds: it then finds
    // this refund by PayU's id or as our unnamed request, and never records it a second time.
    await lockOrder(tx, order.id);
    await setPayuRefundId(tx, refund.id, payuRefundId);
    await writeAudit(tx, {
      actorUserId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      changes: {
        before: null,
        after: { refund_id: refund.id, amount_grosze: refund.amountGrosze, reason: refund.reason },
      },
      now,
    });
  });
  return getPaymentDetail(deps, extOrderId, language);
}
