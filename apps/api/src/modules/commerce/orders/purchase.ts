import { randomBytes } from 'node:crypto';
import { PRODUCT_PATH_SEGMENT, productSlugOf, type TProductType } from '@scena/shared/commerce/product-slug';
import type { TPurchase, TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { CodeRow, OrderRow, UserRow } from '../../../db/schema';
import { notFound, paymentUnavailable } from '../../../lib/errors';
import { getCachedAppConfig } from '../../settings/read-config-cached';
import { PayuError } from '../../../adapters/payments/payu/types';
import { bestCodePrice } from '../codes/code-price';
import { loadProductForSale, type ProductForSale } from './product-for-sale';
import { ownOrStockRefusal, refused, refusalOf } from './purchase-refusals';
import { reserveUnguarded, type ReservationAsk } from './reservations';
import { afterOrderWrite, changeOrderStatus } from './order-status-change';
import { lockOrder, updateOrder } from './orders.repository';

export interface PurchaseRequest {
  user: UserRow;
  type: TProductType;
  productId: number;
  body: TPurchase;
  ip: string;
  /** The request's country (GeoIP), stored with the order as VAT evidence. */
  country: string;
  language: Language;
}

export function newExtOrderId(): string {
  return randomBytes(16).toString('base64url');
}

interface Reservation {
  order: OrderRow;
  product: ProductForSale;
}

/**
 * The order, if the buyer's own orders, the tickets left and the code's uses allow it: decided with the other
 * buyers of the product waiting at the moment, in one transaction under the product's row lock (reservations.ts),
 * so no ticket is sold twice (ARCHITECTURE.md §5). A zero price completes at once with its receipt.
 */
async function reserve(
  deps: AppDeps,
  request: PurchaseRequest,
  product: ProductForSale,
  code: CodeRow | null,
  amount: number,
  now: Date,
): Promise<OrderRow> {
  const { user } = request;
  const validityMs = deps.env.PAYMENT_VALIDITY_MINUTES * 60_000;
  const ask: ReservationAsk = {
    user,
    code,
    values: {
      extOrderId: newExtOrderId(),
      kind: product.type,
      eventId: product.type === 'event' ? product.id : null,
      videoId: product.type === 'video' ? product.id : null,
      productSlug: productSlugOf(product),
      userId: user.id,
      buyerFirstname: user.firstname,
      buyerLastname: user.lastname,
      buyerEmail: user.email,
      country: request.country,
      customerIp: request.ip,
      language: request.language,
      descriptionPl: `${product.type === 'event' ? 'Bilet' : 'Nagranie'}: ${product.title.pl}`,
      descriptionEn: `${product.type === 'event' ? 'Ticket' : 'Recording'}: ${product.title.en}`,
      status: amount === 0 ? 'COMPLETED' : 'PENDING',
      amountGrosze: amount,
      codeId: code?.id ?? null,
      invoice: request.body.invoice ?? null,
      supplyConsentAt: now,
      reservedUntil: amount === 0 ? null : new Date(now.getTime() + validityMs),
      // The PayU job first asks at the reservation's end, or after 5 minutes if that is sooner.
      nextCheckAt: amount === 0 ? null : new Date(now.getTime() + Math.min(validityMs, 5 * 60_000)),
      createdAt: now,
      updatedAt: now,
    },
  };
  const outcome =
    deps.purchaseGuard === 'unguarded'
      ? await reserveUnguarded(deps, product, ask)
      : await deps.reservations.reserve(deps, product, ask);
  if ('refusal' in outcome) throw refused(outcome.refusal);
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

async function sendToPayu(deps: AppDeps, request: PurchaseRequest, { order, product }: Reservation) {
  const segment = PRODUCT_PATH_SEGMENT[product.type];
  try {
    const created = await deps.payu.createOrder({
      extOrderId: order.extOrderId,
      customerIp: request.ip,
      description: request.language === 'en' ? order.descriptionEn : order.descriptionPl,
      totalAmount: order.amountGrosze,
      notifyUrl: `${deps.env.PUBLIC_URL}/api/payu/notifications`,
      continueUrl: `${deps.env.PUBLIC_URL}/status-zamowienia/${segment}/${order.extOrderId}`,
      validityTime: deps.env.PAYMENT_VALIDITY_MINUTES * 60,
      buyer: {
        email: request.user.email,
        firstName: request.user.firstname,
        lastName: request.user.lastname,
        language: request.language,
      },
      products: [
        {
          name: request.language === 'en' ? product.title.en : product.title.pl,
          unitPrice: order.amountGrosze,
          quantity: 1,
        },
      ],
    });
    await updateOrder(deps.db, order.id, { payuOrderId: created.orderId });
    return created;
  } catch (error) {
    if (!(error instanceof PayuError)) throw error;
    await release(deps, order);
    throw paymentUnavailable();
  }
}

/**
 * POST /api/payments/{eventId} and /api/videopayments/{videoId}: a ticket or a rental. Refusals first (visitor-side
 * §8), the price with the user's best activated code (product-decisions §28), then the reservation under the
 * lock, then PayU — outside the transaction, so a slow PayU holds no lock; if PayU fails, the reservation is
 * released and the buyer is told to try again (503).
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
  const early = await ownOrStockRefusal(deps.db, product, request.user, now);
  if (early) throw refused(early);

  const best = await bestCodePrice(
    deps.db,
    request.user.id,
    { type: product.type, id: product.id, priceGrosze: product.priceGrosze, takesCodes: product.takesCodes },
    now,
  );
  const amount = best?.price ?? product.priceGrosze;
  // "Block payments" leaves codes that make the product free (admin-commerce-people.md §6).
  if (!product.ticketsEnabled && !(best && amount === 0)) throw refused('payments_unavailable');

  const order = await reserve(deps, request, product, best?.code ?? null, amount, now);
  await afterOrderWrite(deps, order);
  if (order.status === 'COMPLETED') {
    return { extOrderId: order.extOrderId, status: order.status, redirect: product.path };
  }
  const created = await sendToPayu(deps, request, { order, product });
  return {
    extOrderId: order.extOrderId,
    status: order.status,
    payu: { redirectUri: created.redirectUri, orderId: created.orderId },
  };
}
