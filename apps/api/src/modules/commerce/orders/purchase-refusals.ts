import { findAccessBasis, itemWindowStatus } from '@scena/shared/access/entitlement';
import { meetsAgeLimit } from '@scena/shared/access/age';
import { isCountryAllowed } from '@scena/shared/access/country';
import { EVENT_TIMING } from '@scena/shared/catalog/event-timing';
import { isPaymentPending } from '@scena/shared/catalog/payment-status';
import {
  endedRefusal,
  purchaseRefusalKey,
  type TPurchaseRefusal,
} from '@scena/shared/commerce/purchase-refusals';
import { stockAllows } from '@scena/shared/commerce/ticket-stock';
import { ERROR_CODE } from '@scena/shared';
import type { Db } from '../../../db/client';
import type { OrderRow, UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { ProductForSale } from '../../product-access';
import { countEventTicketsHeld, listUserProductOrders } from './orders.repository';

export function refused(reason: TPurchaseRefusal): AppError {
  return new AppError(422, 'error.purchase_refused', {
    formError: { product: purchaseRefusalKey(reason) },
    code: ERROR_CODE.purchaseRefused,
  });
}

/** Whether the user already holds the product or has a payment for it in flight (checked again under the lock). */
export function refusalByOwnOrders(
  product: ProductForSale,
  user: UserRow,
  orders: OrderRow[],
  now: Date,
): TPurchaseRefusal | null {
  const held = findAccessBasis({
    now,
    user: { role_id: user.roleId, banned: false, birthday: user.birthday },
    item: product.item,
    orders: orders.map((order) => ({ status: order.status, expiration_date: order.expirationDate })),
  });
  if ('basis' in held) return 'access_held';
  const latest = orders[0]?.status;
  if (latest === 'WAITING_FOR_REFUND') return 'refund_pending';
  if (held.reason === 'payment_pending' || isPaymentPending(latest)) return 'payment_pending';
  return null;
}

/**
 * The refusals that do not depend on stock or on the buyer's orders (visitor-side.md §8). The age limit, which
 * stops only a purchase for oneself (forOthersRefusal), comes last: when it is named, nothing else applies.
 */
export function refusalOf(
  product: ProductForSale,
  user: UserRow,
  country: string,
  rule: { access_only_poland: boolean; access_only_europe: boolean },
  now: Date,
): TPurchaseRefusal | null {
  if (itemWindowStatus(product.item, now) === EVENT_TIMING.ended) return endedRefusal(product.type);
  if (!isCountryAllowed(product.item.restricted_access, country, rule)) return 'country';
  if (!meetsAgeLimit(user.birthday, product.item.age_restriction, now)) return 'age';
  return null;
}

/**
 * What the user's own orders and the tickets left say against one more order of the product. Read under the
 * product's lock (lockProduct), it stays true until the commit.
 */
export async function ownOrStockRefusal(
  db: Db,
  product: ProductForSale,
  user: UserRow,
  now: Date,
  options: { knownSoldOut?: boolean } = {},
): Promise<TPurchaseRefusal | null> {
  const own = await listUserProductOrders(db, user.id, product.type, product.id);
  const ownRefusal = refusalByOwnOrders(product, user, own, now);
  if (ownRefusal) return ownRefusal;
  if (product.ticketLimit === null) return null;
  if (options.knownSoldOut) return 'no_tickets';
  return stockAllows(product.ticketLimit, await countEventTicketsHeld(db, product.id)) ? null : 'no_tickets';
}
