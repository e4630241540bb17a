import secureJson from 'secure-json-parse';
import { z } from 'zod';
import { nextOrderStatus, PAYU_ORDER_STATUSES } from '@scena/shared/commerce/order-status';
import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../../deps';
import type { OrderRow } from '../../../db/schema';
import { AppError, invalidField, notFound } from '../../../lib/errors';
import { verifyNotificationSignature } from '../../../adapters/payments/payu/signature';
import { afterOrderWrite, changeOrderStatus } from '../orders/change-order-status';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';
import { recordPayuRefund } from '../refunds/record-payu-refund';
import { recordNotification } from './payment-notifications.repository';

const zAmount = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]).transform(Number);

const ZOrderNotification = z
  .object({
    order: z.object({
      orderId: z.string().min(1).max(64),
      extOrderId: z.string().min(1).max(64),
      merchantPosId: z.string(),
      currencyCode: z.string(),
      totalAmount: zAmount,
      status: z.enum(PAYU_ORDER_STATUSES),
    }),
  })
  .transform(({ order }) => ({ kind: 'order' as const, ...order }));

const ZRefundNotification = z
  .object({
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
  })
  .transform(({ orderId, extOrderId, refund }) => ({ kind: 'refund' as const, orderId, extOrderId, refund }));

/** PayU's two notifications, told apart by their shape: an order's status, or a refund's. */
const ZNotification = z.union([ZOrderNotification, ZRefundNotification]);
type PayuNotification = z.output<typeof ZNotification>;

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
  const parsed = ZNotification.safeParse(body);
  if (!parsed.success) throw badNotification();
  const notification = parsed.data;

  const found = await findOrderByExtId(deps.db, notification.extOrderId);
  if (!found) throw notFound();
  if (found.payuOrderId && found.payuOrderId !== notification.orderId) throw invalidField('orderId');
  checkAgainstOrder(deps, notification, found);

  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, found.id);
    if (!current) throw notFound();
    const record = (status: string, applied: boolean) =>
      recordNotification(tx, {
        orderId: current.id,
        payuOrderId: notification.orderId,
        kind: notification.kind,
        status,
        outcome: applied ? 'applied' : 'ignored',
        body: body as object,
        receivedAt: now,
      });
    if (notification.kind === 'refund') {
      const { refund } = notification;
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
    const next = nextOrderStatus(current.status as TPaymentStatus, notification.status);
    await record(notification.status, next !== null);
    if (!next) return [];
    return [await changeOrderStatus(deps, tx, current, next, now, { payuOrderId: notification.orderId })];
  });
  for (const order of changed) await afterOrderWrite(deps, order);
}

/** POS, currency and amount must be the order's: a status for another POS or sum, or a refund beyond it, is refused. */
function checkAgainstOrder(deps: AppDeps, notification: PayuNotification, order: OrderRow): void {
  if (notification.kind === 'order') {
    if (notification.merchantPosId !== deps.payuSettings.posId) throw invalidField('merchantPosId');
    if (notification.currencyCode !== 'PLN') throw invalidField('currencyCode');
    if (notification.totalAmount !== order.amountGrosze) throw invalidField('totalAmount');
    return;
  }
  const { refund } = notification;
  if (refund.currencyCode !== 'PLN') throw invalidField('currencyCode');
  if (refund.amount <= 0 || refund.amount > order.amountGrosze) throw invalidField('amount');
}
