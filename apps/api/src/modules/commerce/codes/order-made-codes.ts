import type { Db } from '../../../db/client';
import type { CodeRow, OrderRow } from '../../../db/schema';
import { randomCodeSuffix } from './code-values';
import { expireUnusedCodesMadeBy, insertCodes, listCodesMadeBy } from './codes.repository';

/** How long the codes of a gift or a group ticket can be used: a year from payment (docs/decisions.md). */
export const MADE_CODE_VALIDITY_DAYS = 365;

const PREFIX = { gift: 'PREZENT-', group_ticket: 'GRUPA-' } as const;

/**
 * The codes a completed gift or group ticket yields (product-decisions §26–27), in the caller's transaction:
 * a gift one single-use code — 100% off its product, or worth what was paid for any product; a group ticket of N
 * N single-use 100% codes for its product. Made once: an order that completes again (set by hand after a
 * refund) makes none, so nothing is mailed twice.
 */
export async function makeOrderCodes(db: Db, order: OrderRow, now: Date): Promise<CodeRow[]> {
  if (order.kind !== 'gift' && order.kind !== 'group_ticket') return [];
  if ((await listCodesMadeBy(db, [order.id])).length > 0) return [];
  const forAnyProduct = order.eventId === null && order.videoId === null;
  const count = order.kind === 'gift' ? 1 : order.productQuantity;
  const expiresAt = new Date(now.getTime() + MADE_CODE_VALIDITY_DAYS * 86_400_000);
  return insertCodes(
    db,
    Array.from({ length: count }, () => ({
      code: PREFIX[order.kind as keyof typeof PREFIX] + randomCodeSuffix(),
      description: `${order.descriptionPl} (${order.extOrderId})`.slice(0, 200),
      // Worth the gift's price for any product; a product's gift or group ticket is that product, whole.
      discountPercent: forAnyProduct ? null : 100,
      discountCashGrosze: forAnyProduct ? order.amountGrosze : null,
      eventId: order.eventId,
      videoId: order.videoId,
      expiresAt,
      usageLimit: 1,
      sourceOrderId: order.id,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** A full refund or a cancellation of a paid order ends the codes it made that nobody has used yet. */
export async function voidUnusedOrderCodes(db: Db, order: OrderRow, now: Date): Promise<number> {
  if (order.kind !== 'gift' && order.kind !== 'group_ticket') return 0;
  return expireUnusedCodesMadeBy(db, order.id, now);
}
