import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { nextOrderStatus } from '@scena/shared/commerce/order-status';
import type { TPaymentStatus } from '@scena/shared/catalog/payment-status';
import type { AppDeps } from '../../deps';
import type { OrderRow } from '../../db/schema';
import { getAppConfig } from '../settings';
import { afterOrderWrite, changeOrderStatus } from './orders/change-order-status';
import { enqueueEventReminder } from './orders/event-reminder';
import { claimDueReminders, claimOrdersToCheck, lockOrder, updateOrder } from './orders/orders.repository';
import { releaseUnsentOrders } from './orders/release-unsent-orders';
import { settleDueRefunds } from './refunds/settle-refunds';

const BATCH = 20;
const POLL_MS = 30_000;
/** How long a claimed order is reserved for the instance asking PayU about it. */
const LEASE_MS = 2 * 60_000;
/** How often an unfinished order is asked about again while its reservation runs. */
const RECHECK_MS = 5 * 60_000;
/** Reminders go out this long before a paid event starts. */
const REMINDER_AHEAD_MS = 24 * 3600_000;

/**
 * One run: orders that never reached PayU, unfinished orders whose check is due, refunds PayU has not finished
 * that are due for a question, then due reminders.
 */
export type CommerceJobs = PeriodicJob;

type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail' | 'cache' | 'payu' | 'reservations'>;

/** Moves a claimed order to what PayU says (or cancels it), in a short transaction with the order locked. */
async function settle(deps: JobDeps, order: OrderRow, next: TPaymentStatus | null, recheckAt: Date | null) {
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current || current.status !== order.status) return null;
    if (!next) {
      await updateOrder(tx, current.id, { nextCheckAt: recheckAt });
      return null;
    }
    return changeOrderStatus(deps, tx, current, next, deps.clock.now());
  });
  if (changed) await afterOrderWrite(deps, changed);
}

/**
 * Reconciles one unfinished order with PayU (payu-and-vimeo-protocols.md: the truth is PayU's, never the
 * buyer's return): PayU's status moves it forward; a reservation past its end that PayU still holds unpaid is
 * cancelled at PayU first, then released here. When PayU cannot be asked, the order keeps its ticket and is asked
 * again after the lease: releasing a ticket that may have been paid could sell it twice.
 */
async function reconcile(deps: JobDeps, order: OrderRow): Promise<void> {
  const now = deps.clock.now();
  const expired = order.reservedUntil !== null && order.reservedUntil.getTime() <= now.getTime();
  const recheckAt = order.reservedUntil
    ? new Date(
        Math.min(now.getTime() + RECHECK_MS, Math.max(order.reservedUntil.getTime(), now.getTime() + 1000)),
      )
    : new Date(now.getTime() + RECHECK_MS);
  if (!order.payuOrderId) {
    // Never reached PayU (the process stopped between the reservation and the call).
    return settle(deps, order, expired ? 'CANCELED' : null, recheckAt);
  }
  const snapshot = await deps.payu.retrieveOrder(order.payuOrderId);
  if (snapshot && snapshot.totalAmount !== order.amountGrosze) return settle(deps, order, null, recheckAt);
  const status = order.status as TPaymentStatus;
  const next = snapshot ? nextOrderStatus(status, snapshot.status) : null;
  if (next) return settle(deps, order, next, recheckAt);
  const unpaid = !snapshot || snapshot.status === 'NEW' || snapshot.status === 'PENDING';
  if (expired && unpaid && status === 'PENDING') {
    if (snapshot) await deps.payu.cancelOrder(order.payuOrderId);
    return settle(deps, order, 'CANCELED', recheckAt);
  }
  return settle(deps, order, null, recheckAt);
}

export function createCommerceJobs(deps: JobDeps & { log: FastifyBaseLogger }): CommerceJobs {
  async function checkOrders() {
    for (;;) {
      const now = deps.clock.now();
      const due = await claimOrdersToCheck(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const order of due) {
        try {
          await reconcile(deps, order);
        } catch (error) {
          deps.log.warn(
            { err: error, orderId: order.id },
            'order reconciliation failed; retried after the lease',
          );
        }
      }
      if (due.length < BATCH) return;
    }
  }

  async function sendReminders() {
    const config = await getAppConfig(deps.db);
    if (!config.notify_remindpayedevent) return;
    const now = deps.clock.now();
    // The claim and the mails in one transaction: a reminder is marked sent only with its mail queued.
    const sent = await deps.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_AHEAD_MS));
      for (const { order } of due) await enqueueEventReminder(deps, tx, order);
      return due.length;
    });
    if (sent > 0) deps.mail.kick();
  }

  return periodicJob({
    name: 'commerce jobs',
    everyMs: POLL_MS,
    log: deps.log,
    run: async () => {
      await releaseUnsentOrders(deps);
      await checkOrders();
      await settleDueRefunds(deps);
      await sendReminders();
    },
  });
}
