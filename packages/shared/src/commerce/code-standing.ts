/**
 * Where a user stands with a code they activated: whether it can still lower a price, and if not, why; for a cash
 * voucher, also how much of it is left. The account's codes list shows it, the payment page offers a voucher with
 * its balance and says why the price is full when the viewer's code is used up, and a purchase is decided by it.
 */

/** What the orders that hold a code (order-status.ts STOCK_HOLDING_STATUSES) have taken of it. */
export interface TCodeLedger {
  /** Grosze for a cash code, null for a percent one. */
  discountCash: number | null;
  /** How many times it may be used. */
  limit: number;
  /** Orders that hold it, each one use. */
  uses: number;
  /** Grosze those orders' prices were lowered by. */
  spent: number;
  /** Grosze refunded (or being refunded) of the gift that made it: a voucher is worth what was paid and kept. */
  withdrawn: number;
}

/**
 * A cash voucher: a cash code for one use, as a gift for any product makes (or staff, giving a cash code the limit
 * 1). It is a sum of money held by whoever activates it, spent in parts until nothing is left, rather than a
 * discount used once. A cash code for many people is a discount: each uses it once, up to its amount.
 */
export function isVoucher(code: Pick<TCodeLedger, 'discountCash' | 'limit'>): boolean {
  return code.discountCash !== null && code.limit === 1;
}

/** Grosze left on a voucher: its amount less what orders took and what was refunded of the gift that made it. */
export function voucherLeft(ledger: TCodeLedger): number {
  return Math.max(0, (ledger.discountCash ?? 0) - ledger.spent - ledger.withdrawn);
}

/**
 * - `active`: it lowers the price of what it applies to;
 * - `used`: the user used it (a discount: once per person; a voucher: they spent what was left);
 * - `used_up`: others used all its uses, or all of a voucher, first ("wykorzystany przez limit");
 * - `expired`: its end has passed.
 */
export const CODE_STATES = ['active', 'used', 'used_up', 'expired'] as const;
export type TCodeState = (typeof CODE_STATES)[number];

export interface TCodeStanding {
  state: TCodeState;
  /** Grosze left on a voucher; null for any other code. */
  cashLeft: number | null;
}

/** The standing of an activated code for its user. A use of their own says more than the limit or the end. */
export function codeStanding(
  ledger: TCodeLedger,
  user: { usedIt: boolean; expired: boolean },
): TCodeStanding {
  if (isVoucher(ledger)) {
    const cashLeft = voucherLeft(ledger);
    if (cashLeft > 0) return { state: user.expired ? 'expired' : 'active', cashLeft };
    return { state: user.usedIt ? 'used' : 'used_up', cashLeft };
  }
  const state = user.usedIt
    ? 'used'
    : ledger.uses >= ledger.limit
      ? 'used_up'
      : user.expired
        ? 'expired'
        : 'active';
  return { state, cashLeft: null };
}
