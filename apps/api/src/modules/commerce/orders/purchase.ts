import { takesPayments } from '@scena/shared/commerce/purchase-refusals';
import { randomBytes } from 'node:crypto';
import { productSlugOf, type TProductType } from '@scena/shared/commerce/product-slug';
import type { TOrderKind } from '@scena/shared/commerce/orders';
import type { TProductPurchase, TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { TInvoiceData } from '@scena/shared/commerce/invoice';
import type { Language } from '@scena/shared';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import type { AppDeps } from '../../../deps';
import type { CodeRow, NewOrderRow, OrderRow, UserRow } from '../../../db/schema';
import { notFound, paymentUnavailable } from '../../../lib/errors';
import { getCachedAppConfig } from '../../settings';
import { PayuError } from '../../../adapters/payments/payu/types';
import { bestCodePrice, isPrepaidCode, loadProductForSale, type ProductForSale } from '../../product-access';
import { ownOrStockRefusal, refused, refusalOf } from './purchase-refusals';
import type { ReservationAsk } from './reservations';
import { afterOrderWrite, changeOrderStatus } from './change-order-status';
import { completeOrder } from './complete-order';
import { insertOrder, lockOrder, storePayuOrder } from './orders.repository';
import { releaseUnsentOrders } from './release-unsent-orders';

/** Who buys, from where, in which language, with what invoice request: the same for every kind of order. */
export interface BuyerRequest {
  user: UserRow;
  invoice: TInvoiceData | null;
  ip: string;
  /** The request's country (GeoIP), stored with the order as VAT evidence. */
  country: string;
  language: Language;
}

export interface PurchaseRequest extends Omit<BuyerRequest, 'invoice'> {
  type: TProductType;
  productId: number;
  body: TProductPurchase;
}

/** An order about to be placed: what it is for, how many, and what it costs. */
export interface OrderPlan {
  kind: TOrderKind;
  /** The product, or null for a gift for any product (it holds no stock). */
  product: ProductForSale | null;
  productSlug: string;
  amountGrosze: number;
  code: CodeRow | null;
  /** What the code takes off the price (the price is amountGrosze + this). */
  codeDiscountGrosze: number;
  quantity: number;
  oneFree: boolean;
  description: { pl: string; en: string };
  gift?: { recipientName: string; recipientEmail: string; message: string };
}

export function newExtOrderId(): string {
  return randomBytes(16).toString('base64url');
}

function orderValues(deps: AppDeps, request: BuyerRequest, plan: OrderPlan, now: Date): NewOrderRow {
  const { user } = request;
  const free = plan.amountGrosze === 0;
  const validityMs = deps.env.PAYMENT_VALIDITY_MINUTES * 60_000;
  return {
    extOrderId: newExtOrderId(),
    kind: plan.kind,
    eventId: plan.product?.type === 'event' ? plan.product.id : null,
    videoId: plan.product?.type === 'video' ? plan.product.id : null,
    productSlug: plan.productSlug,
    userId: user.id,
    buyerFirstname: user.firstname,
    buyerLastname: user.lastname,
    buyerEmail: user.email,
    country: request.country,
    customerIp: request.ip,
    language: request.language,
    descriptionPl: plan.description.pl,
    descriptionEn: plan.description.en,
    status: free ? 'COMPLETED' : 'PENDING',
    amountGrosze: plan.amountGrosze,
    codeId: plan.code?.id ?? null,
    codeDiscountGrosze: plan.codeDiscountGrosze,
    productQuantity: plan.quantity,
    oneFree: plan.oneFree,
    invoice: request.invoice,
    giftRecipientName: plan.gift?.recipientName || null,
    giftRecipientEmail: plan.gift?.recipientEmail || null,
    giftMessage: plan.gift?.message || null,
    supplyConsentAt: now,
    reservedUntil: free ? null : new Date(now.getTime() + validityMs),
    // The PayU job first asks at the reservation's end, or after 5 minutes if that is sooner.
    nextCheckAt: free ? null : new Date(now.getTime() + Math.min(validityMs, 5 * 60_000)),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The order, if the buyer's own orders, the tickets left and the code's uses allow it: decided with the other
 * buyers of the product waiting at the moment, in one transaction under the product's row lock (reservations.ts),
 * so no ticket is sold twice (ARCHITECTURE.md §5). A gift for any product holds no stock and is simply written.
 * A zero price completes at once, with what completion brings.
 */
async function reserve(deps: AppDeps, request: BuyerRequest, plan: OrderPlan, now: Date): Promise<OrderRow> {
  const values = orderValues(deps, request, plan, now);
  if (!plan.product) {
    return deps.db.transaction(async (tx) => {
      const order = await insertOrder(tx, values);
      if (order.status === 'COMPLETED') await completeOrder(deps, tx, order, now);
      return order;
    });
  }
  const ask: ReservationAsk = { user: request.user, code: plan.code, values };
  const outcome = await deps.reservations.reserve(deps, plan.product, ask);
  if ('refusal' in outcome) {
    // Not even one ticket was left for one more: sold out (a group refused for its size says nothing of one).
    if (outcome.refusal === 'no_tickets' && plan.quantity === 1 && plan.product.type === 'event') {
      deps.reservations.markSoldOut(plan.product.id);
    }
    throw refused(outcome.refusal);
  }
  return outcome.order;
}

/** The buyer could not be sent to PayU: the reservation is released at once, so the ticket is not held. */
async function release(deps: AppDeps, order: OrderRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.status === 'PENDING') await changeOrderStatus(deps, tx, locked, 'CANCELED', deps.clock.now());
  });
  await afterOrderWrite(deps, order);
}

/**
 * Creates the order at PayU and stores PayU's id and page with it, which is when the buyer may be sent there. If
 * PayU fails, the reservation is released at once; if the order was released meanwhile (PayU took longer than
 * releaseUnsentOrders waits, or the buyer dropped it), PayU's order is cancelled, for nobody may pay it now.
 */
async function sendToPayu(deps: AppDeps, request: BuyerRequest, order: OrderRow) {
  const description = request.language === 'en' ? order.descriptionEn : order.descriptionPl;
  let created: { orderId: string; redirectUri: string };
  try {
    created = await deps.payu.createOrder({
      extOrderId: order.extOrderId,
      customerIp: request.ip,
      description,
      totalAmount: order.amountGrosze,
      notifyUrl: `${deps.env.PUBLIC_URL}/api/payu/notifications`,
      continueUrl: `${deps.env.PUBLIC_URL}${orderStatusPath(order.kind as TOrderKind, order.extOrderId)}`,
      validityTime: deps.env.PAYMENT_VALIDITY_MINUTES * 60,
      buyer: {
        email: request.user.email,
        firstName: request.user.firstname,
        lastName: request.user.lastname,
        language: request.language,
      },
      // One line with the whole amount: a group ticket's discount is on the whole, not on each unit.
      products: [{ name: description, unitPrice: order.amountGrosze, quantity: 1 }],
    });
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    await release(deps, order);
    throw paymentUnavailable();
  }
  const stored = await storePayuOrder(deps.db, order.id, {
    payuOrderId: created.orderId,
    payuRedirectUri: created.redirectUri,
  });
  if (stored) return created;
  try {
    await deps.payu.cancelOrder(created.orderId);
  } catch (error) {
    // Nobody has its page, and PayU ends it unpaid at its validityTime.
    if (!(error instanceof PayuError)) throw error;
  }
  throw paymentUnavailable();
}

/**
 * Places a planned order: the reservation, then PayU — outside the transaction, so a slow PayU holds no lock; if
 * PayU fails, the reservation is released and the buyer is told to try again (503). A zero price is done at
 * once: the answer's `redirect` names the product's page, or the order's page for a gift or a group ticket.
 */
export async function placeOrder(
  deps: AppDeps,
  request: BuyerRequest,
  plan: OrderPlan,
): Promise<TPurchaseAnswer> {
  const order = await reserve(deps, request, plan, deps.clock.now());
  await afterOrderWrite(deps, order);
  if (order.status === 'COMPLETED') {
    const forSelf = order.kind === 'event' || order.kind === 'video';
    return {
      extOrderId: order.extOrderId,
      status: order.status,
      redirect:
        forSelf && plan.product
          ? plan.product.path
          : orderStatusPath(order.kind as TOrderKind, order.extOrderId),
    };
  }
  const created = await sendToPayu(deps, request, order);
  return {
    extOrderId: order.extOrderId,
    status: order.status,
    payu: { redirectUri: created.redirectUri, orderId: created.orderId },
  };
}

/**
 * POST /api/payments/{eventId} and /api/videopayments/{videoId}: a ticket or a rental. Refusals first (visitor-side
 * §8), the price with the user's best activated code (product-decisions §28), then placeOrder.
 */
export async function purchaseProduct(deps: AppDeps, request: PurchaseRequest): Promise<TPurchaseAnswer> {
  const now = deps.clock.now();
  const product = await loadProductForSale(deps.db, request.type, request.productId);
  if (!product) throw notFound();
  const config = await getCachedAppConfig(deps);
  const refusal = refusalOf(product, request.user, request.country, config, now);
  if (refusal) throw refused(refusal);
  // Held, in flight or sold out already: said without taking the lock, so a rush's late comers do not queue for
  // it. Tickets come back only when a reservation is released, and then the next buyer gets one.
  const ownOrStock = () =>
    ownOrStockRefusal(deps.db, product, request.user, now, {
      knownSoldOut: product.type === 'event' && deps.reservations.isSoldOut(product.id),
    });
  let early = await ownOrStock();
  // The buyer's own order that never reached PayU stands in the way only until it may be released.
  if (early === 'payment_pending' && (await releaseUnsentOrders(deps, { userId: request.user.id })) > 0) {
    early = await ownOrStock();
  }
  if (early && early !== 'no_tickets') throw refused(early);
  if (early === 'no_tickets') deps.reservations.markSoldOut(product.id);

  const best = await bestCodePrice(
    deps.db,
    request.user.id,
    { type: product.type, id: product.id, priceGrosze: product.priceGrosze, takesCodes: product.takesCodes },
    now,
    { vouchers: request.body.use_voucher },
  );
  const code = best?.held.code ?? null;
  // A code of a group ticket or a gift of this event brings its ticket with it.
  if (early === 'no_tickets' && !(code && isPrepaidCode(code))) throw refused(early);
  const amount = best?.price ?? product.priceGrosze;
  if (!takesPayments(product.ticketsEnabled, best ? amount : null)) throw refused('payments_unavailable');

  return placeOrder(
    deps,
    { ...request, invoice: request.body.invoice ?? null },
    {
      kind: product.type,
      product,
      productSlug: productSlugOf(product),
      amountGrosze: amount,
      code,
      codeDiscountGrosze: product.priceGrosze - amount,
      quantity: 1,
      oneFree: false,
      description: {
        pl: `${product.type === 'event' ? 'Bilet' : 'Nagranie'}: ${product.title.pl}`,
        en: `${product.type === 'event' ? 'Ticket' : 'Recording'}: ${product.title.en}`,
      },
    },
  );
}
