/**
 * The price of a group ticket (visitor-side.md §9, product-decisions §26), in integer grosze: the unit price times
 * the quantity, minus one unit when one_free, minus the discount percent of that, rounded half-up to a grosz once.
 * The payment page shows the breakdown live; the server charges the same computation.
 */
export interface TGroupPriceInput {
  unitGrosze: number;
  quantity: number;
  oneFree: boolean;
  /** 0–99 */
  discountPercent: number;
}

export interface TGroupPrice {
  /** Units paid for: the quantity, less the free one. */
  paidUnits: number;
  /** unit × paid units, before the discount. */
  beforeDiscountGrosze: number;
  /** What the discount takes off. */
  discountGrosze: number;
  totalGrosze: number;
}

export function groupPrice({
  unitGrosze,
  quantity,
  oneFree,
  discountPercent,
}: TGroupPriceInput): TGroupPrice {
  if (!Number.isSafeInteger(unitGrosze) || unitGrosze < 0)
    throw new RangeError(`bad unit price ${unitGrosze}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`bad quantity ${quantity}`);
  const percent = Math.min(99, Math.max(0, Math.trunc(discountPercent)));
  const paidUnits = oneFree ? quantity - 1 : quantity;
  const beforeDiscountGrosze = unitGrosze * paidUnits;
  // Half-up in integers, once, on the whole: before × (100 − p) / 100.
  const totalGrosze = Math.floor((beforeDiscountGrosze * (100 - percent) + 50) / 100);
  return { paidUnits, beforeDiscountGrosze, discountGrosze: beforeDiscountGrosze - totalGrosze, totalGrosze };
}

/** Why a group quantity cannot be bought, or null: the range of the settings and the tickets left (visitor §5). */
export function groupQuantityProblem(
  quantity: number,
  rule: { min_units: number; max_units: number },
  ticketsLeft: number | null,
): { kind: 'range'; min: number; max: number } | { kind: 'available'; available: number } | null {
  if (ticketsLeft !== null && quantity > ticketsLeft && ticketsLeft >= rule.min_units) {
    return { kind: 'available', available: ticketsLeft };
  }
  if (!Number.isInteger(quantity) || quantity < rule.min_units || quantity > rule.max_units) {
    return { kind: 'range', min: rule.min_units, max: rule.max_units };
  }
  if (ticketsLeft !== null && quantity > ticketsLeft) return { kind: 'available', available: ticketsLeft };
  return null;
}

/**
 * The group sizes that can be bought: the settings' range with the tickets left as a further cap, or null when
 * fewer tickets are left than the smallest group (then no group can be bought, and none is offered).
 */
export function groupSizeRange(
  rule: { min_units: number; max_units: number },
  ticketsLeft: number | null,
): { min: number; max: number } | null {
  const max = ticketsLeft === null ? rule.max_units : Math.min(rule.max_units, ticketsLeft);
  return max < rule.min_units ? null : { min: rule.min_units, max };
}
