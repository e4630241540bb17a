import { bestCode } from '@scena/shared/commerce/pricing';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import type { Db } from '../../../db/client';
import type { CodeRow } from '../../../db/schema';
import { listUsableCodes } from './codes.repository';

export interface PricedProduct {
  type: TProductType;
  id: number;
  priceGrosze: number;
  /** An event with enable_codes off takes none. */
  takesCodes: boolean;
}

/** A code's discount in the shape of pricing.ts. */
export function discountOf(code: CodeRow) {
  return { discount_percent: code.discountPercent, discount_cash: code.discountCashGrosze };
}

function appliesTo(code: CodeRow, product: PricedProduct): boolean {
  if (code.eventId === null && code.videoId === null) return true;
  return product.type === 'event' ? code.eventId === product.id : code.videoId === product.id;
}

/**
 * A code a gift or a group ticket made for one product: that product was paid for already, so the code takes
 * no further ticket (product-decisions §26) and works even where the product takes no discount codes.
 */
export function isPrepaidCode(code: Pick<CodeRow, 'sourceOrderId' | 'eventId' | 'videoId'>): boolean {
  return code.sourceOrderId !== null && (code.eventId !== null || code.videoId !== null);
}

/**
 * The price with the best of the user's usable codes that applies to the product (product-decisions §28), or
 * null when none does. `codes` is listUsableCodes' answer, read once for a whole list of products.
 */
export function bestCodeFor(
  codes: CodeRow[],
  product: PricedProduct,
): { code: CodeRow; price: number } | null {
  const best = bestCode(
    product.priceGrosze,
    codes
      .filter((code) => appliesTo(code, product) && (product.takesCodes || isPrepaidCode(code)))
      .map((code) => ({ ...discountOf(code), code })),
  );
  return best ? { code: best.code.code, price: best.price } : null;
}

export async function bestCodePrice(db: Db, userId: number, product: PricedProduct, now: Date) {
  return bestCodeFor(await listUsableCodes(db, userId, now), product);
}
