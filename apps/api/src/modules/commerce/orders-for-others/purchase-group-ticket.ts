import { ticketsLeft } from '@scena/shared/commerce/ticket-stock';
import { GIFT_GROUP_V, type TGroupTicketPurchase } from '@scena/shared/commerce/gifts-and-groups';
import { groupPrice, groupQuantityProblem } from '@scena/shared/commerce/group-price';
import { productSlugOf } from '@scena/shared/commerce/product-slug';
import type { TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { AppDeps } from '../../../deps';
import { invalidField } from '../../../lib/errors';
import { getCachedAppConfig } from '../../settings';
import { countEventTicketsHeld } from '../orders/orders.repository';
import { loadProductForOthers, productRefOf } from './product-for-others';
import { refused } from '../orders/purchase-refusals';
import { placeOrder, type BuyerRequest } from '../orders/purchase';

/**
 * POST /api/groupTickets/ (`event-12-8`): N tickets of one product for a group, when group tickets are on for
 * its kind and N is within min_units–max_units and the tickets left. The price is groupPrice's; the N tickets
 * are held from the start, under the product's lock, and paid the order yields N single-use 100% codes
 * (product-decisions §26). The buyer is not entitled by the purchase itself.
 */
export async function purchaseGroupTicket(
  deps: AppDeps,
  request: BuyerRequest,
  body: TGroupTicketPurchase,
): Promise<TPurchaseAnswer> {
  const now = deps.clock.now();
  const config = await getCachedAppConfig(deps);
  const ref = productRefOf(body.productSlug);
  const quantity = ref.quantity!;
  const enabled = ref.type === 'event' ? config.group_event_available : config.group_video_available;
  if (!enabled) throw refused('group_unavailable');
  const product = await loadProductForOthers(deps, ref, request, config, now, 'group');
  const left =
    product.ticketLimit === null
      ? null
      : ticketsLeft(product.ticketLimit, await countEventTicketsHeld(deps.db, product.id));
  const problem = groupQuantityProblem(
    quantity,
    { min_units: config.group_min_units, max_units: config.group_max_units },
    left,
  );
  if (problem?.kind === 'range') throw invalidField('quantity', GIFT_GROUP_V.quantity);
  if (problem) throw refused('no_tickets');
  const price = groupPrice({
    unitGrosze: product.priceGrosze,
    quantity,
    oneFree: config.group_one_free,
    discountPercent: config.group_discount,
  });
  return placeOrder(deps, request, {
    kind: 'group_ticket',
    product,
    productSlug: productSlugOf(product, quantity),
    amountGrosze: price.totalGrosze,
    code: null,
    codeDiscountGrosze: 0,
    quantity,
    oneFree: config.group_one_free,
    description: {
      pl: `Bilet grupowy (${quantity} os.): ${product.title.pl}`,
      en: `Group ticket (${quantity} people): ${product.title.en}`,
    },
  });
}
