import { parseProductSlug, type TProductRef } from '@scena/shared/commerce/product-slug';
import { forOthersRefusal } from '@scena/shared/commerce/purchase-refusals';
import type { TAppConfig } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { notFound } from '../../../lib/errors';
import { loadProductForSale, type ProductForSale } from '../../product-access';
import { refused, refusalOf } from '../orders/purchase-refusals';
import type { BuyerRequest } from '../orders/purchase';

/**
 * A product bought for others — a gift of it or a group ticket — as a visitor may buy it (forOthersRefusal, the
 * rule the payment page offers by): it exists for them, is not over, may be sold to their country, takes
 * payments and is not free. Stock is checked under the lock when the order is placed.
 */
export async function loadProductForOthers(
  deps: Pick<AppDeps, 'db'>,
  ref: TProductRef,
  request: BuyerRequest,
  config: TAppConfig,
  now: Date,
  kind: 'gift' | 'group',
): Promise<ProductForSale> {
  const product = await loadProductForSale(deps.db, ref.type, ref.id);
  if (!product) throw notFound();
  const refusal = forOthersRefusal({
    kind,
    priceGrosze: product.priceGrosze,
    ticketsEnabled: product.ticketsEnabled,
    refusalForSelf: refusalOf(product, request.user, request.country, config, now),
  });
  if (refusal) throw refused(refusal);
  return product;
}

/** The product of a slug checked by the request's schema (event-12, video-7, event-12-8). */
export function productRefOf(slug: string): TProductRef & { quantity?: number } {
  const parsed = parseProductSlug(slug);
  if (!parsed || parsed.type === 'any') throw notFound();
  return parsed;
}
