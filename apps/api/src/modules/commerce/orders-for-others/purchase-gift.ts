import { isGiftOffered } from '@scena/shared/commerce/gift-offer';
import type { TGiftPurchase } from '@scena/shared/commerce/gifts-and-groups';
import { productSlugOf } from '@scena/shared/commerce/product-slug';
import type { TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { AppDeps } from '../../../deps';
import { getCachedAppConfig } from '../../settings';
import { loadProductForOthers, productRefOf } from './product-for-others';
import { refused } from '../orders/purchase-refusals';
import { placeOrder, type BuyerRequest, type OrderPlan } from '../orders/purchase';

/**
 * POST /api/gifts/: a gift of one product at its price (gift_available), or for any product at gift_price
 * (any_gift_available, gift_expiration not past). Paid, it yields one single-use code, mailed to the buyer and
 * to the recipient when given (product-decisions §27). A limited event's gift holds one ticket from the start.
 */
export async function purchaseGift(
  deps: AppDeps,
  request: BuyerRequest,
  body: TGiftPurchase,
): Promise<TPurchaseAnswer> {
  const now = deps.clock.now();
  const config = await getCachedAppConfig(deps);
  const gift = {
    recipientName: body.recipient_name,
    recipientEmail: body.recipient_email,
    message: body.message,
  };
  const common = {
    kind: 'gift',
    code: null,
    codeDiscountGrosze: 0,
    quantity: 1,
    oneFree: false,
    gift,
  } as const;
  let plan: OrderPlan;
  if (body.productSlug.trim() === 'any') {
    const offered = isGiftOffered(
      { any_gift_available: config.any_gift_available, gift_expiration: config.gift_expiration },
      now,
    );
    if (!offered || config.gift_price <= 0) throw refused('gifts_unavailable');
    plan = {
      ...common,
      product: null,
      productSlug: 'any',
      amountGrosze: config.gift_price,
      description: {
        pl: 'Prezent: dowolne wydarzenie lub nagranie',
        en: 'Gift: any event or recording',
      },
    };
  } else {
    if (!config.gift_available) throw refused('gifts_unavailable');
    const ref = productRefOf(body.productSlug);
    const product = await loadProductForOthers(deps, ref, request, config, now, 'gift');
    plan = {
      ...common,
      product,
      productSlug: productSlugOf(product),
      amountGrosze: product.priceGrosze,
      description: { pl: `Prezent: ${product.title.pl}`, en: `Gift: ${product.title.en}` },
    };
  }
  return placeOrder(deps, request, plan);
}
