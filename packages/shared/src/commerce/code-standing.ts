/**
 * Where a user stands with a code they activated: whether it can still lower a price, and if not, why. The account's
 * codes list shows it, and the payment page says why the price is full when the viewer's code is used up.
 */

/** What the orders that hold a code (order-status.ts STOCK_HOLDING_STATUSES) have taken of it. */
export interface TCodeLedger {
  /** How many times it may be used. */
  limit: number;
  /** Orders that hold it, each one use. */
  uses: number;
}

/**
 * - `active`: it lowers the price of what it applies to;
 * - `used`: the user used it (one use per person);
 * - `used_up`: others used all its uses first ("wykorzystany przez limit");
 * - `expired`: its end has passed.
 */
export const CODE_STATES = ['active', 'used', 'used_up', 'expired'] as const;
export type TCodeState = (typeof CODE_STATES)[number];

export interface TCodeStanding {
  state: TCodeState;
}

/** The standing of an activated code for its user. A use of their own says more than the limit or the end. */
export function codeStanding(
  ledger: TCodeLedger,
  user: { usedIt: boolean; expired: boolean },
): TCodeStanding {
  if (user.usedIt) return { state: 'used' };
  if (ledger.uses >= ledger.limit) return { state: 'used_up' };
  return { state: user.expired ? 'expired' : 'active' };
}
