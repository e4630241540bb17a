import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { changeOrderStatus } from '../orders/change-order-status';
import { withdrawCodeAccess } from './made-code-uses';
import {
  findRefundByPayuId,
  findRefundOfOrder,
  findUnnamedPendingRefund,
  insertRefund,
  nameRefund,
  reviveRefund,
  sumRefundsByOrder,
  updatePendingRefund,
} from './refunds.repository';

/**
 * How long after a refund request PayU may still be taking it: its answer can take the call's timeout twice (a
 * refused token, then the call again). A request this young that PayU does not list may be on its way.
 */
export const REFUND_ANSWER_WINDOW_MS = 60_000;

/** What PayU says of one refund of an order: its notification, its answer to our request, or its list. */
export interface PayuRefundWord {
  refundId: string;
  /** The id we gave the request (extRefundIdOf), when PayU repeats it. */
  extRefundId: string | null;
  /** Grosze. */
  amount: number;
  /** PENDING, FINALIZED or CANCELED; anything else moves nothing. */
  status: string;
  /** PayU's description of a refund made in its own panel. */
  reason?: string;
}

/** The id a refund request carries to PayU: the order's number and the row's, unique per POS. */
export function extRefundIdOf(order: Pick<OrderRow, 'extOrderId'>, refundId: number): string {
  return `${order.extOrderId}-${refundId}`;
}

/** Our refund row named by an extRefundId of ours, if it is one. */
function ourRefundId(order: OrderRow, extRefundId: string | null): number | null {
  const prefix = `${order.extOrderId}-`;
  if (!extRefundId?.startsWith(prefix)) return null;
  const rest = extRefundId.slice(prefix.length);
  return /^\d{1,9}$/.test(rest) ? Number(rest) : null;
}

/**
 * The row PayU's word is about: the refund PayU named so before; else our request by the id we gave it, made
 * PENDING again if we cancelled it without PayU's word (the money went after all); else our oldest unnamed request
 * of that amount (PayU may tell before it answers us, and without our id); else a refund made in PayU's own panel,
 * recorded now. One PayU refund is one row: no amount is ever held twice.
 */
async function refundOfWord(db: Db, order: OrderRow, word: PayuRefundWord, now: Date): Promise<RefundRow> {
  const named = await findRefundByPayuId(db, order.id, word.refundId);
  if (named) return named;
  const ours = ourRefundId(order, word.extRefundId);
  const requested = ours === null ? undefined : await findRefundOfOrder(db, order.id, ours);
  if (requested && requested.amountGrosze === word.amount) {
    const went = word.status === 'FINALIZED' || word.status === 'PENDING';
    return (went ? await reviveRefund(db, requested.id) : undefined) ?? requested;
  }
  return (
    (await findUnnamedPendingRefund(db, order.id, word.amount)) ??
    insertRefund(db, {
      orderId: order.id,
      payuRefundId: word.refundId,
      amountGrosze: word.amount,
      reason: (word.reason || 'PayU').slice(0, 200),
      status: 'PENDING',
      createdAt: now,
      nextCheckAt: new Date(now.getTime() + REFUND_ANSWER_WINDOW_MS),
    })
  );
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

export interface RecordedRefund {
  /** Whether a refund's status moved (a replay moves nothing). */
  moved: boolean;
  /** The order as it is now. */
  order: OrderRow;
  /** The orders whose status changed: the order refunded in full, and those whose access was withdrawn. */
  changed: OrderRow[];
}

/**
 * Records what PayU says of one refund, in the caller's transaction with the order locked (PayU's notification,
 * our request's answer and the job's question all take that lock): the row gets PayU's refundId, and a PENDING
 * one becomes FINALIZED or CANCELED as PayU says. A finalized refund withdraws the access the order's codes gave
 * when staff chose so (withdrawCodeAccess), and one that completes the whole amount makes the order REFUNDED.
 */
export async function recordPayuRefund(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  db: Db,
  order: OrderRow,
  word: PayuRefundWord,
  now: Date,
): Promise<RecordedRefund> {
  const refund = await refundOfWord(db, order, word, now);
  if (refund.payuRefundId === null) await nameRefund(db, refund, word.refundId);
  const unmoved = { moved: false, order, changed: [] };
  if (refund.status !== 'PENDING') return unmoved;
  if (word.status === 'CANCELED') {
    await updatePendingRefund(db, refund.id, { status: 'CANCELED' });
    return { ...unmoved, moved: true };
  }
  if (word.status !== 'FINALIZED') return unmoved;
  await updatePendingRefund(db, refund.id, { status: 'FINALIZED', finalizedAt: now });
  const withdrawn = refund.withdrawAccess ? await withdrawCodeAccess(deps, db, order, refund, now) : [];
  if (!(await refundedInFull(db, order))) return { moved: true, order, changed: withdrawn };
  const refunded = await changeOrderStatus(deps, db, order, 'REFUNDED', now);
  return { moved: true, order: refunded, changed: [refunded, ...withdrawn] };
}
