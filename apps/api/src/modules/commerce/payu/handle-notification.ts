import secureJson from 'secure-json-parse';
import { z } from 'zod';
import { nextOrderStatus, PAYU_ORDER_STATUSES } from '@scena/shared/commerce/order-status';
import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../../deps';
import { AppError, invalidField, notFound } from '../../../lib/errors';
import { verifyNotificationSignature } from '../../../adapters/payments/payu/signature';
import { afterOrderWrite, changeOrderStatus } from '../orders/order-status-change';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';
import { recordPayuRefund } from '../refunds/record-payu-refund';
import { recordNotification } from './payment-notifications.repository';

const zAmount = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]).transform(Number);

const ZOrderNotification = z.object({
  order: z.object({
    orderId: z.string().min(1).max(64),
    extOrderId: z.string().min(1).max(64),
    merchantPosId: z.string(),
    currencyCode: z.string(),
    totalAmount: zAmount,
    status: z.enum(PAYU_ORDER_STATUSES),
  }),
});

const ZRefundNotification = z.object({
  orderId: z.string().min(1).max(64),
  extOrderId: z.string().min(1).max(64),
  refund: z.object({
    refundId: z.string().min(1).max(64),
    extRefundId: z.string().max(1024).optional(),
    amount: zAmount,
    currencyCode: z.string(),
    status: z.string(),
    reasonDescription: z.string().optional(),
  }),
});

function badNotification(): AppError {
  return new AppError(400, 'error.bad_request');
}

/**
 * POST /api/payu/notifications (payu-and-vimeo-protocols.md, Notifications). Before anything changes: the
 * signature over the raw bytes with the second key, then a known order, then POS, currency and amount; a
 * refused notification answers 4xx and writes nothing. An accepted one is recorded — replays too — and moves
 * the order only forward and never out of a final status (order-status.ts), but for a refund in full, which makes
 * a COMPLETED order REFUNDED; the answer is 200 once recorded.
 */
export async function handlePayuNotification(
  deps: AppDeps,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<void> {
  if (!verifyNotificationSignature(rawBody, signatureHeader, deps.payuSettings.secondKey)) {
    throw badNotification();
  }
  let body: unknown;
  try {
    body = secureJson.parse(rawBody.toString('utf8'), undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    throw badNotification();
  }
  const asOrder = ZOrderNotification.safeParse(body);
  const asRefund = asOrder.success ? undefined : ZRefundNotification.safeParse(body);
  if (!asOrder.success && !asRefund?.success) throw badNotification();

  const ids = asOrder.success
    ? { orderId: asOrder.data.order.orderId, extOrderId: asOrder.data.order.extOrderId }
    : { orderId: asRefund!.data!.orderId, extOrderId: asRefund!.data!.extOrderId };
  const found = await findOrderByExtId(deps.db, ids.extOrderId);
  if (!found) throw notFound();
  if (found.payuOrderId && found.payuOrderId !== ids.orderId) throw invalidField('orderId');

  if (asOrder.success) {
    const { order } = asOrder.data;
    if (order.merchantPosId !== deps.payuSettings.posId) throw invalidField('merchantPosId');
    if (order.currencyCode !== 'PLN') throw invalidField('currencyCode');
    if (order.totalAmount !== found.amountGrosze) throw invalidField('totalAmount');
  } else {
    const { refund } = asRefund!.data!;
    if (refund.currencyCode !== 'PLN') throw invalidField('currencyCode');
    if (refund.amount <= 0 || refund.amount > found.amountGrosze) throw invalidField('amount');
  }

  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, found.id);
    if (!current) throw notFound();
    const record = (status: string, applied: boolean) =>
      recordNotification(tx, {
        orderId: current.id,
        payuOrderId: ids.orderId,
        kind: asOrder.success ? 'order' : 'refund',
        status,
        outcome: applied ? 'applied' : 'ignored',
        body: body as object,
        receivedAt: now,
      });
    if (!asOrder.success) {
      const { refund } = asRefund!.data!;
      const recorded = await recordPayuRefund(
        deps,
        tx,
        current,
        {
          refundId: refund.refundId,
          extRefundId: refund.extRefundId ?? null,
          amount: refund.amount,
          status: refund.status,
          reason: refund.reasonDescription,
        },
        now,
      );
      await record(refund.status, recorded.moved);
      return recorded.changed;
    }
    const next = nextOrderStatus(current.status as TPaymentStatus, asOrder.data.order.status);
    await record(asOrder.data.order.status, next !== null);
    if (!next) return [];
    return [await changeOrderStatus(deps, tx, current, next, now, { payuOrderId: ids.orderId })];
  });
  for (const order of changed) await afterOrderWrite(deps, order);
}
