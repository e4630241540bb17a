import {
  PAYMENT_V,
  type TAdminPaymentDetail,
  type TRefundRequest,
} from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound, paymentUnavailable } from '../../../lib/errors';
import { PayuError } from '../../../adapters/payments/payu/types';
import { afterOrderWrite } from '../orders/change-order-status';
import { listCodesMadeBy, lockCodes } from '../codes/codes.repository';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';
import { getPaymentDetail } from '../payments-admin/read-payments';
import { extRefundIdOf, recordPayuRefund, REFUND_ANSWER_WINDOW_MS } from './record-payu-refund';
import {
  insertRefund,
  listUnconfirmedRefunds,
  sumRefundsByOrder,
  updatePendingRefund,
} from './refunds.repository';
import { settleRefundsWithPayu } from './settle-refunds';

/**
 * The request PayU has not acknowledged that this one repeats, if any: the same amount, or "all that is left" when
 * nothing else is left. Sent again with the same data, it is the same refund at PayU (PayU's create is idempotent),
 * so a retry after a lost answer never holds or refunds an amount twice.
 */
function repeatedRequest(
  unconfirmed: RefundRow[],
  amount: number | null,
  left: number,
): RefundRow | undefined {
  if (amount === null) return left === 0 ? unconfirmed[0] : undefined;
  return unconfirmed.find((refund) => refund.amountGrosze === amount);
}

/**
 * POST /api/payments/{extOrderId}/refunds (admin): refunds a paid order through PayU, the given grosze or all that
 * is not refunded or being refunded yet. The request is stored PENDING under the order's lock (two requests cannot
 * both take what is left), with its audit row, then PayU is asked outside any transaction. PayU's answer names the
 * refund; PayU's refusal cancels it (503). When the answer is lost (a timeout, a 5xx: PayU may have taken it), PayU
 * is asked what it did at once, and otherwise later by the commerce job or told by PayU's notification; meanwhile
 * the request holds its amount, once, and a repeat of it sends the same refund again rather than a second one. The
 * order stays COMPLETED until PayU finalizes refunds of its whole amount.
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
  const { refund, repeated } = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (current?.status !== 'COMPLETED') throw invalidField('amount', PAYMENT_V.refundAmount);
    // A refund lowers what the order's vouchers are worth, which a purchase spends under the codes' locks: held
    // here too, a purchase with the voucher and this refund take turns, so the two never spend the same money.
    await lockCodes(
      tx,
      (await listCodesMadeBy(tx, [current.id])).map((code) => code.id),
    );
    const taken = await sumRefundsByOrder(tx, [current.id], { statuses: ['PENDING', 'FINALIZED'] });
    const left = current.amountGrosze - (taken.get(current.id) ?? 0);
    const again = repeatedRequest(await listUnconfirmedRefunds(tx, current.id), form.amount, left);
    if (again) {
      // The same refund; the choice about the access is the latest one, applied when PayU finalizes it.
      const chosen = await updatePendingRefund(tx, again.id, { withdrawAccess: form.withdraw_access });
      return { refund: chosen ?? again, repeated: true };
    }
    const amount = form.amount ?? left;
    if (amount <= 0 || amount > left) throw invalidField('amount', PAYMENT_V.refundAmount);
    const made = await insertRefund(tx, {
      orderId: current.id,
      amountGrosze: amount,
      reason: form.reason,
      withdrawAccess: form.withdraw_access,
      status: 'PENDING',
      requestedByUserId: actorUserId,
      createdAt: now,
      nextCheckAt: new Date(now.getTime() + REFUND_ANSWER_WINDOW_MS),
    });
    await writeAudit(tx, {
      actorUserId,
      action: 'order.refund',
      entity: 'order',
      entityId: current.id,
      changes: {
        before: null,
        after: {
          refund_id: made.id,
          amount_grosze: made.amountGrosze,
          reason: made.reason,
          ...(made.withdrawAccess ? { withdraw_access: true } : {}),
        },
      },
      now,
    });
    return { refund: made, repeated: false };
  });
  await sendRefund(deps, order, payuOrderId, refund, repeated);
  return getPaymentDetail(deps, extOrderId, language);
}

/**
 * Sends the refund to PayU and records its answer. A refusal cancels a first request (PayU took nothing); a
 * repeated one is left to the job, which asks PayU whether the first sending went through after all.
 */
async function sendRefund(
  deps: AppDeps,
  order: OrderRow,
  payuOrderId: string,
  refund: RefundRow,
  repeated: boolean,
): Promise<void> {
  const extRefundId = extRefundIdOf(order, refund.id);
  let answer: { refundId: string; status: string };
  try {
    answer = await deps.payu.refundOrder(payuOrderId, {
      description: refund.reason,
      amount: refund.amountGrosze,
      extRefundId,
    });
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    const refused = error.kind === 'rejected' || error.kind === 'auth';
    if (refused && !repeated) {
      await updatePendingRefund(deps.db, refund.id, { status: 'CANCELED' });
      throw paymentUnavailable();
    }
    if (refused) throw paymentUnavailable();
    await settleRefundsWithPayu(deps, order).catch((failure: unknown) => {
      if (!(failure instanceof PayuError)) throw failure;
    });
    return;
  }
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound();
    const word = { ...answer, extRefundId, amount: refund.amountGrosze };
    return (await recordPayuRefund(deps, tx, current, word, deps.clock.now())).changed;
  });
  for (const written of changed) await afterOrderWrite(deps, written);
}
