import { parseProductSlug, type TProductRef } from '@scena/shared/commerce/product-slug';
import type { TAppConfig } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { notFound } from '../../../lib/errors';
import { loadProductForSale, type ProductForSale } from '../../product-access';
import { refused, refusalOf } from '../orders/purchase-refusals';
import type { BuyerRequest } from '../orders/purchase';

/**
 * A product bought for others — a gift of it or a group ticket — as a visitor may buy it: it exists for them,
 * is not over, may be sold to their country and takes payments; a free product has nothing to give (refused
 * with `unavailable`). Stock is checked under the lock when the order is placed.
 */
export async function loadProductForOthers(
  deps: Pick<AppDeps, 'db'>,
  ref: TProductRef,
  request: BuyerRequest,
  config: TAppConfig,
  now: Date,
  unavailable: 'gifts_unavailable' | 'group_unavailable',
): Promise<ProductForSale> {
  const product = await loadProductForSale(deps.db, ref.type, ref.id);
  if (!product) throw notFound();
  const refusal = refusalOf(product, request.user, request.country, config, now, { forOthers: true });
  if (refusal) throw refused(refusal);
  if (!product.ticketsEnabled) throw refused('payments_unavailable');
  if (product.priceGrosze === 0) throw refused(unavailable);
  return product;
}

/** The product of a slug checked by the request's schema (event-12, video-7, event-12-8). */
export function productRefOf(slug: string): TProductRef & { quantity?: number } {
  const parsed = parseProductSlug(slug);
  if (!parsed || parsed.type === 'any') throw notFound();
  return parsed;
}
