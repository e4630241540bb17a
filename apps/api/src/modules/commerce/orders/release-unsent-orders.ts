import { UNSENT_ORDER_RELEASE_MS } from '@scena/shared/commerce/unfinished-payment';
import type { AppDeps } from '../../../deps';
import type { OrderRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { afterOrderWrite, changeOrderStatus } from './change-order-status';
import { lockUnsentOrders } from './orders.repository';

const BATCH = 50;

type ReleaseDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail' | 'cache' | 'reservations'>;

/**
 * Cancels the orders that never reached PayU — the server stopped between the reservation and PayU's answer —
 * once they are UNSENT_ORDER_RELEASE_MS old, which gives their tickets and code uses back (issue 18, hole 7). The
 * commerce job calls it for everybody every run; a buyer's purchase calls it for their own orders, so a retry does
 * not wait for the job.
 *
 * PayU is not asked: REST 2.1 finds an order only by PayU's own id, which such an order lacks (docs/decisions.md).
 * None is needed: the buyer is sent to PayU's page only after its id is stored (storePayuOrder), so an order
 * without one cannot have been paid, and a PayU answer that arrives after the release is cancelled at PayU there.
 * Each batch is one transaction over rows locked with SKIP LOCKED, as the other jobs take theirs; each release
 * writes an audit row without an actor (`order.release`). Answers how many were released.
 */
export async function releaseUnsentOrders(
  deps: ReleaseDeps,
  scope: { userId?: number } = {},
): Promise<number> {
  const now = deps.clock.now();
  const placedBefore = new Date(now.getTime() - UNSENT_ORDER_RELEASE_MS);
  let released = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const canceled: OrderRow[] = [];
      for (const order of await lockUnsentOrders(tx, placedBefore, BATCH, scope.userId)) {
        canceled.push(await changeOrderStatus(deps, tx, order, 'CANCELED', now));
        // The order's history says why it was cancelled, and that no one of the staff did it.
        await writeAudit(tx, {
          actorUserId: null,
          action: 'order.release',
          entity: 'order',
          entityId: order.id,
          changes: { before: { status: order.status }, after: { status: 'CANCELED' } },
          now,
        });
      }
      return canceled;
    });
    for (const order of batch) await afterOrderWrite(deps, order);
    released += batch.length;
    if (batch.length < BATCH) return released;
  }
}
