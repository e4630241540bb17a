import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../deps';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { afterOrderWrite } from '../orders/change-order-status';
import { findOrderById, lockOrder } from '../orders/orders.repository';
import { recordPayuRefund, REFUND_ANSWER_WINDOW_MS } from './record-payu-refund';
import {
  claimRefundChecks,
  listRefundsOf,
  setRefundNextCheck,
  updatePendingRefund,
} from './refunds.repository';

type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail' | 'cache' | 'payu' | 'reservations'>;

const BATCH = 20;
/** How long an order's refunds claimed by one instance are reserved for its question to PayU. */
const LEASE_MS = 2 * 60_000;
/** A refund PayU keeps PENDING is asked about again after half its age, at least a minute and at most 6 hours. */
const MAX_RECHECK_MS = 6 * 3600_000;

/** When the job asks again about a refund PayU has not finished: often at first, then less and less. */
export function nextRefundCheck(refund: Pick<RefundRow, 'createdAt'>, now: Date): Date {
  const age = now.getTime() - refund.createdAt.getTime();
  const delay = Math.min(Math.max(age / 2, REFUND_ANSWER_WINDOW_MS), MAX_RECHECK_MS);
  return new Date(now.getTime() + delay);
}

/**
 * Asks PayU for the order's refunds (GET …/refunds) and records what it did, under the order's lock: each listed
 * refund as PayU's notification would (recordPayuRefund); a request of ours that PayU does not list once PayU's
 * answer can no longer be on its way was never taken, and is cancelled, which frees its amount. Refunds still
 * PENDING are asked about again later. A PayU that cannot answer throws (PayuError) and changes nothing.
 */
export async function settleRefundsWithPayu(deps: SettleDeps, order: OrderRow): Promise<void> {
  if (!order.payuOrderId) return;
  const listed = (await deps.payu.retrieveRefunds(order.payuOrderId)) ?? [];
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    let current = await lockOrder(tx, order.id);
    if (!current) throw notFound();
    const changed: OrderRow[] = [];
    for (const word of listed) {
      const recorded = await recordPayuRefund(deps, tx, current, word, now);
      current = recorded.order;
      changed.push(...recorded.changed);
    }
    const answerDue = now.getTime() - REFUND_ANSWER_WINDOW_MS;
    for (const { refund } of await listRefundsOf(tx, order.id)) {
      if (refund.status !== 'PENDING') continue;
      if (refund.payuRefundId === null && refund.createdAt.getTime() <= answerDue) {
        await updatePendingRefund(tx, refund.id, { status: 'CANCELED' });
      } else {
        await setRefundNextCheck(tx, refund.id, nextRefundCheck(refund, now));
      }
    }
    return changed;
  });
  for (const changed of settled) await afterOrderWrite(deps, changed);
}

/**
 * The commerce job's part (commerce-jobs.ts): orders with a PENDING refund due for a question are claimed (any
 * instance, SKIP LOCKED, leased) and settled with PayU. PayU's notification usually comes first; this is for the
 * one that never comes, and for a request whose answer was lost. A failure leaves the refunds to the lease's end.
 */
export async function settleDueRefunds(deps: SettleDeps & { log: FastifyBaseLogger }): Promise<void> {
  for (;;) {
    const now = deps.clock.now();
    const orderIds = await claimRefundChecks(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const id of orderIds) {
      try {
        const order = await findOrderById(deps.db, id);
        if (order) await settleRefundsWithPayu(deps, order);
      } catch (error) {
        deps.log.warn({ err: error, orderId: id }, 'refund settlement failed; retried after the lease');
      }
    }
    // Each claimed refund is leased or rescheduled, so the loop ends when none is due.
    if (orderIds.length === 0) return;
  }
}
