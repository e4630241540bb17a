/**
 * Prices with discount codes (product-decisions §26–28), in integer grosze only. A percent code takes its share
 * off and the result is rounded half-up to a grosz once; a cash code takes its amount off and never goes below
 * zero. One code per order: among the codes that apply, the lowest price wins.
 */

export interface TCodeDiscount {
  /** 0–100, or null for a cash code. */
  discount_percent: number | null;
  /** Grosze, or null for a percent code. */
  discount_cash: number | null;
}

/** The price after one code, in grosze. */
export function priceWithCode(priceGrosze: number, code: TCodeDiscount): number {
  if (!Number.isSafeInteger(priceGrosze) || priceGrosze < 0) throw new RangeError(`bad price ${priceGrosze}`);
  if (code.discount_percent !== null) {
    const percent = Math.min(100, Math.max(0, code.discount_percent));
    // Half-up in integers: price × (100 − p) / 100, + 50 before the division by 100.
    return Math.floor((priceGrosze * (100 - percent) + 50) / 100);
  }
  if (code.discount_cash !== null) return Math.max(0, priceGrosze - Math.max(0, code.discount_cash));
  return priceGrosze;
}

/**
 * The best of the candidate codes for a price: the lowest resulting price; on a tie, the code listed first
 * (callers list the soonest to expire first, so the one that would be lost soonest is used). Null when no code
 * lowers the price: a purchase that costs nothing anyway uses up no code.
 */
export function bestCode<C extends TCodeDiscount>(
  priceGrosze: number,
  codes: readonly C[],
): { code: C; price: number } | null {
  let best: { code: C; price: number } | null = null;
  for (const code of codes) {
    const price = priceWithCode(priceGrosze, code);
    if (price < (best?.price ?? priceGrosze)) best = { code, price };
  }
  return best;
}

/** The VAT contained in a gross price (prices include VAT, product-decisions §30), rounded half-up. */
export function vatIncluded(grossGrosze: number, ratePercent: number): number {
  return Math.floor((grossGrosze * ratePercent * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
}
