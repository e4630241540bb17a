import { findAccessBasis, type TEntitlementItem } from '@scena/shared/access/entitlement';
import type { TPendingOrder } from '@scena/shared/catalog/viewer-state';
import type { OrderRow, UserRow } from '../../db/schema';
import { codeOfferFor, type CodeOffer, type HeldCode, type PricedProduct } from './code-price';
import { entitlementOrder, entitlementUser } from './entitlement-inputs';
import { pendingOrderOf } from './pending-order';

/** What an event or video answer tells its signed-in viewer about buying and watching it (viewer-state.ts). */
export interface ViewerState extends CodeOffer {
  access: boolean;
  paymentStatus: string | null;
  pendingOrder: TPendingOrder | null;
}

/**
 * One product as its viewer stands with it: whether they hold access (findAccessBasis), their latest order's
 * status and the way back to its payment, and the price with their best code. `orders` are the viewer's orders
 * of the product, newest first; `codes` what listHeldCodes read for them once for a whole list.
 */
export function viewerStateOf(input: {
  now: Date;
  user: UserRow;
  item: TEntitlementItem;
  product: PricedProduct;
  orders: OrderRow[];
  codes: HeldCode[];
}): ViewerState {
  const held = findAccessBasis({
    now: input.now,
    user: entitlementUser(input.user),
    item: input.item,
    orders: input.orders.map(entitlementOrder),
  });
  const latest = input.orders[0];
  return {
    access: 'basis' in held,
    paymentStatus: latest?.status ?? null,
    pendingOrder: pendingOrderOf(latest),
    ...codeOfferFor(input.codes, input.product),
  };
}
