import { eventButton } from '@scena/shared/catalog/buy-button';
import { videoButton } from '@scena/shared/catalog/video-button';
import { zlotyToGrosze } from '@scena/shared/catalog/money';
import type { TPurchaseRefusal } from '@scena/shared/commerce/purchase-refusals';
import type { TUser } from '@scena/shared/users/schemas';
import type { CheckoutProduct } from '../api/get-product';

export interface PurchaseState {
  /** What the buyer pays, in grosze (the price with their best code). */
  amount: number;
  /** The price before the code, in grosze. */
  price: number;
  code: string | null;
  /** With no code applied: the buyer's code for it that others used up (the page says why the price is full). */
  usedUpCode: string | null;
  /** When the code is a cash voucher: what it holds, and the price (and code) if the buyer keeps it (grosze). */
  voucher: { balance: number; priceWithout: number; codeWithout: string | null } | null;
  /** Why it cannot be bought for oneself now, or null when it can. */
  unavailable: TPurchaseRefusal | null;
}

/**
 * The purchase for oneself with the buyer's choice about a cash voucher: kept for later, the price (and code) without
 * it. What the voucher keeps after this purchase is in `voucherLeft` (grosze; null without a voucher).
 */
export function withVoucherChoice(
  state: PurchaseState,
  useVoucher: boolean,
): PurchaseState & { voucherLeft: number | null } {
  if (!state.voucher) return { ...state, voucherLeft: null };
  if (!useVoucher) {
    const { priceWithout, codeWithout } = state.voucher;
    return { ...state, amount: priceWithout, code: codeWithout, voucher: null, voucherLeft: null };
  }
  return { ...state, voucherLeft: state.voucher.balance - (state.price - state.amount) };
}

/**
 * What the payment page may offer, from the same button rules as the event and video pages (buy-button.ts,
 * video-button.ts), so the two pages never disagree about whether a purchase is possible.
 */
export function purchaseStateOf(product: CheckoutProduct, user: TUser, now: Date): PurchaseState {
  const viewer = { birthday: user.birthday };
  const common = {
    hasAccess: product.item.access ?? false,
    paymentStatus: product.item.paymentStatus,
    countryBlocked: product.item.countryBlocked ?? false,
  };
  const newPrice = product.item.newPrice === undefined ? null : zlotyToGrosze(product.item.newPrice);
  let price: number;
  let button;
  if (product.type === 'event') {
    const event = product.item;
    price = zlotyToGrosze(event.event_price) ?? 0;
    button = eventButton({
      now,
      viewer,
      ...common,
      event: {
        id: event.id,
        slug: event.slug,
        date_from: event.date_from,
        date_to: event.date_to,
        time_from: event.time_from,
        time_to: event.time_to,
        full_day: event.full_day,
        price,
        newPrice,
        age_restriction: event.age_restriction,
        enable_tickets: event.enable_tickets,
        enable_codes: event.enable_codes,
        available_tickets: event.available_tickets,
        ticketsAvailable: event.ticketsAvailable,
      },
    });
  } else {
    const video = product.item;
    price = zlotyToGrosze(video.video_price) ?? 0;
    button = videoButton({
      now,
      viewer,
      ...common,
      video: {
        id: video.id,
        slug: video.slug,
        available_from: video.available_from,
        end_date: video.end_date,
        price,
        newPrice,
        age_restriction: video.age_restriction,
      },
    });
  }
  const amount = newPrice ?? price;
  const code = newPrice === null ? null : (product.item.usedCode ?? null);
  const usedUpCode = code === null ? (product.item.usedUpCode ?? null) : null;
  const offer = code === null ? undefined : product.item.voucher;
  const voucher = offer
    ? {
        balance: zlotyToGrosze(offer.balance) ?? 0,
        priceWithout: zlotyToGrosze(offer.priceWithout) ?? price,
        codeWithout: offer.codeWithout,
      }
    : null;
  const buyable = button.visible && !button.disabled && !button.href;
  const unavailable = buyable ? null : (button.reason ?? 'not_available');
  return { amount, price, code, usedUpCode, voucher, unavailable };
}
