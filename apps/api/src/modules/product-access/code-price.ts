import { groszeToZloty } from '@scena/shared/catalog/money';
import type { TVoucherOffer } from '@scena/shared/catalog/viewer-state';
import { codeStanding, type TCodeStanding } from '@scena/shared/commerce/code-standing';
import { bestCode } from '@scena/shared/commerce/pricing';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import type { Db } from '../../db/client';
import type { CodeRow } from '../../db/schema';
import { ledgerOf, listUnexpiredActivations } from './code-ledger.repository';

export interface PricedProduct {
  type: TProductType;
  id: number;
  priceGrosze: number;
  /** An event with enable_codes off takes none. */
  takesCodes: boolean;
}

/** A code the user activated, and where they stand with it. */
export interface HeldCode {
  code: CodeRow;
  standing: TCodeStanding;
}

/** Whether the buyer lets a cash voucher pay: they choose on the payment page (ZProductPurchase `use_voucher`). */
export interface CodeChoice {
  vouchers: boolean;
}

/**
 * A code a gift or a group ticket made for one product: that product was paid for already, so the code takes
 * no further ticket (product-decisions §26) and works even where the product takes no discount codes.
 */
export function isPrepaidCode(code: Pick<CodeRow, 'sourceOrderId' | 'eventId' | 'videoId'>): boolean {
  return code.sourceOrderId !== null && (code.eventId !== null || code.videoId !== null);
}

function appliesTo(code: CodeRow, product: PricedProduct): boolean {
  const forProduct =
    code.eventId === null && code.videoId === null
      ? true
      : product.type === 'event'
        ? code.eventId === product.id
        : code.videoId === product.id;
  return forProduct && (product.takesCodes || isPrepaidCode(code));
}

/** What a held code can take off a price, in the shape of pricing.ts: a voucher no more than is left on it. */
function discountOf(held: HeldCode) {
  return {
    discount_percent: held.code.discountPercent,
    discount_cash: held.standing.cashLeft ?? held.code.discountCashGrosze,
  };
}

/** The user's unexpired activated codes with their standing, read once for a whole list of products. */
export async function listHeldCodes(db: Db, userId: number, now: Date): Promise<HeldCode[]> {
  return (await listUnexpiredActivations(db, userId, now)).map((row) => ({
    code: row.code,
    standing: codeStanding(ledgerOf(row), { usedIt: row.usedByUser, expired: false }),
  }));
}

/**
 * The price with the best of the user's active codes that applies to the product (product-decisions §28), or
 * null when none lowers it; without vouchers when the buyer keeps them for later.
 */
export function bestCodeFor(
  codes: HeldCode[],
  product: PricedProduct,
  choice: CodeChoice = { vouchers: true },
): { held: HeldCode; price: number } | null {
  const best = bestCode(
    product.priceGrosze,
    codes
      .filter(
        (held) =>
          held.standing.state === 'active' &&
          appliesTo(held.code, product) &&
          (choice.vouchers || held.standing.cashLeft === null),
      )
      .map((held) => ({ ...discountOf(held), held })),
  );
  return best ? { held: best.code.held, price: best.price } : null;
}

/** What the viewer's codes do to a product's price, as the event and video answers carry it (viewer-state.ts). */
export interface CodeOffer {
  /** zł, with the viewer's best active code; absent without one. */
  newPrice?: number;
  usedCode?: string;
  /** When that code is a cash voucher: what it holds, and the price (and code) if the buyer keeps it. */
  voucher?: TVoucherOffer;
  /** Without one: their code for it whose uses others took first (the payment page says why the price is full). */
  usedUpCode?: string;
}

export function codeOfferFor(codes: HeldCode[], product: PricedProduct): CodeOffer {
  const best = bestCodeFor(codes, product);
  if (best) {
    const offer: CodeOffer = { newPrice: groszeToZloty(best.price), usedCode: best.held.code.code };
    const balance = best.held.standing.cashLeft;
    if (balance === null) return offer;
    const without = bestCodeFor(codes, product, { vouchers: false });
    return {
      ...offer,
      voucher: {
        balance: groszeToZloty(balance),
        priceWithout: groszeToZloty(without?.price ?? product.priceGrosze),
        codeWithout: without?.held.code.code ?? null,
      },
    };
  }
  if (product.priceGrosze === 0) return {};
  const usedUp = codes.find((held) => held.standing.state === 'used_up' && appliesTo(held.code, product));
  return usedUp ? { usedUpCode: usedUp.code.code } : {};
}

export async function bestCodePrice(
  db: Db,
  userId: number,
  product: PricedProduct,
  now: Date,
  choice: CodeChoice,
) {
  return bestCodeFor(await listHeldCodes(db, userId, now), product, choice);
}
