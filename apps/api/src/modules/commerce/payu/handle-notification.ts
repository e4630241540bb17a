import secureJson from 'secure-json-parse';
import { z } from 'zod';
import { nextOrderStatus, PAYU_ORDER_STATUSES } from '@scena/shared/commerce/order-status';
import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { AppError, invalidField, notFound } from '../../../lib/errors';
import { verifyNotificationSignature } from '../../../adapters/payments/payu/signature';
import { afterOrderWrite, changeOrderStatus } from '../orders/order-status-change';
import { findOrderByExtId, lockOrder } from '../orders/orders.repository';
import {
  findRefundByPayuId,
  findUnnamedPendingRefund,
  insertRefund,
  sumRefundsByOrder,
  updatePendingRefund,
  type RefundStatus,
} from '../payments-admin/refunds.repository';
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
    amount: zAmount,
    currencyCode: z.string(),
    status: z.string(),
    reasonDescription: z.string().optional(),
  }),
});
type RefundNotice = z.infer<typeof ZRefundNotification>['refund'];

/** Where a refund notification's status moves our refund; PENDING (or anything else) moves nothing. */
const REFUND_OUTCOMES: Partial<Record<string, Exclude<RefundStatus, 'PENDING'>>> = {
  FINALIZED: 'FINALIZED',
  CANCELED: 'CANCELED',
};

function badNotification(): AppError {
  return new AppError(400, 'error.bad_request');
}

/**
 * Applies a refund notification to the order's refund, in the caller's transaction with the order locked: the
 * refund by PayU's refundId, else our oldest unnamed request of that amount (PayU may notify before it answers
 * us), else a refund made in PayU's own panel, recorded now. Only a PENDING refund moves; whether it did is the
 * answer, so replays change nothing.
 */
async function applyRefund(db: Db, order: OrderRow, notice: RefundNotice, now: Date): Promise<boolean> {
  const known = await findRefundByPayuId(db, notice.refundId);
  if (known && known.orderId !== order.id) throw invalidField('refundId');
  const refund =
    known ??
    (await findUnnamedPendingRefund(db, order.id, notice.amount)) ??
    (await insertRefund(db, {
      orderId: order.id,
      payuRefundId: notice.refundId,
      amountGrosze: notice.amount,
      reason: (notice.reasonDescription || 'PayU').slice(0, 200),
      status: 'PENDING',
      createdAt: now,
    }));
  if (refund.status !== 'PENDING') return false;
  const status = REFUND_OUTCOMES[notice.status];
  await updatePendingRefund(db, refund.id, {
    payuRefundId: notice.refundId,
    ...(status === 'FINALIZED' ? { status, finalizedAt: now } : status ? { status } : {}),
  });
  return status !== undefined;
}

/**
 * Whether a paid order's finalized refunds add up to its amount: that ends the access, while a partial refund
 * leaves the order COMPLETED (product-decisions §28).
 */
async function refundedInFull(db: Db, order: OrderRow): Promise<boolean> {
  if (order.status !== 'COMPLETED' && order.status !== 'WAITING_FOR_REFUND') return false;
  const refunded = await sumRefundsByOrder(db, [order.id], { statuses: ['FINALIZED'] });
  return (refunded.get(order.id) ?? 0) >= order.amountGrosze;
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
    let next: TPaymentStatus | null;
    let status: string;
    let applied: boolean;
    if (asOrder.success) {
      status = asOrder.data.order.status;
      next = nextOrderStatus(current.status as TPaymentStatus, asOrder.data.order.status);
      applied = next !== null;
    } else {
      const { refund } = asRefund!.data!;
      status = refund.status;
      applied = await applyRefund(tx, current, refund, now);
      next = applied && (await refundedInFull(tx, current)) ? 'REFUNDED' : null;
    }
    await recordNotification(tx, {
      orderId: current.id,
      payuOrderId: ids.orderId,
      kind: asOrder.success ? 'order' : 'refund',
      status,
      outcome: applied ? 'applied' : 'ignored',
      body: body as object,
      receivedAt: now,
    });
    if (!next) return null;
    return changeOrderStatus(deps, tx, current, next, now, { payuOrderId: ids.orderId });
  });
  if (changed) await afterOrderWrite(deps, changed);
}
