import { groszeToZloty } from '@scena/shared/catalog/money';
import { codeStanding, type TCodeStanding } from '@scena/shared/commerce/code-standing';
import { bestCode } from '@scena/shared/commerce/pricing';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import type { Db } from '../../../db/client';
import type { CodeRow } from '../../../db/schema';
import { listUnexpiredActivations } from './codes.repository';

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

/** A code's discount in the shape of pricing.ts. */
export function discountOf(code: CodeRow) {
  return { discount_percent: code.discountPercent, discount_cash: code.discountCashGrosze };
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

/** The user's unexpired activated codes with their standing, read once for a whole list of products. */
export async function listHeldCodes(db: Db, userId: number, now: Date): Promise<HeldCode[]> {
  return (await listUnexpiredActivations(db, userId, now)).map((row) => ({
    code: row.code,
    standing: codeStanding(
      { limit: row.code.usageLimit, uses: row.uses },
      { usedIt: row.usedByUser, expired: false },
    ),
  }));
}

/**
 * The price with the best of the user's active codes that applies to the product (product-decisions §28), or
 * null when none lowers it.
 */
export function bestCodeFor(
  codes: HeldCode[],
  product: PricedProduct,
): { code: CodeRow; price: number } | null {
  const best = bestCode(
    product.priceGrosze,
    codes
      .filter((held) => held.standing.state === 'active' && appliesTo(held.code, product))
      .map((held) => ({ ...discountOf(held.code), code: held.code })),
  );
  return best ? { code: best.code.code, price: best.price } : null;
}

/** What the viewer's codes do to a product's price, as the event and video answers carry it (viewer-state.ts). */
export interface CodeOffer {
  /** zł, with the viewer's best active code; absent without one. */
  newPrice?: number;
  usedCode?: string;
  /** Without one: their code for it whose uses others took first (the payment page says why the price is full). */
  usedUpCode?: string;
}

export function codeOfferFor(codes: HeldCode[], product: PricedProduct): CodeOffer {
  const best = bestCodeFor(codes, product);
  if (best) return { newPrice: groszeToZloty(best.price), usedCode: best.code.code };
  if (product.priceGrosze === 0) return {};
  const usedUp = codes.find((held) => held.standing.state === 'used_up' && appliesTo(held.code, product));
  return usedUp ? { usedUpCode: usedUp.code.code } : {};
}

export async function bestCodePrice(db: Db, userId: number, product: PricedProduct, now: Date) {
  return bestCodeFor(await listHeldCodes(db, userId, now), product);
}
