import { zlotyToGrosze } from '../catalog/money';
import type { TPaymentListStatus } from './payments-admin';

/** What the summary reads of an order row (a TAdminPayment fits). */
export interface SummaryRow {
  /** zł */
  amount: number;
  status: string;
  updated_at: string;
  one_free: number;
  /** zł refunded up to the range end */
  refunded: number;
  codes: Array<{ role: 'used' | 'made'; usage: Array<{ used: boolean }> }>;
}

/**
 * Orders alike in everything the summary's rules read, with their count and sums in grosze: one listed order,
 * or a GROUP BY of many (the statistics sum in the database, then apply the same rules to the groups).
 */
export interface OrderTally {
  status: string;
  /** An amount above 0. */
  paid: boolean;
  oneFree: boolean;
  /** Updated after the range end: for a REFUNDED order, refunded after it (docs/decisions.md). */
  updatedAfterEnd: boolean;
  orders: number;
  /** grosze */
  amount: number;
  /** grosze refunded of them by the range end */
  refunded: number;
  /** Codes they made (gifts, group tickets), and how many of those were used. */
  codesMade: number;
  codesUsed: number;
}

/** The payments screen's summary (admin-commerce-people.md §9 "Statistics rules"), money in grosze. */
export interface PaymentsSummary {
  orders: number;
  /** COMPLETED with an amount above 0. */
  paidOrders: number;
  /** Codes made by completed orders (gifts, group tickets), and how many of them were used. */
  codesTotal: number;
  codesUsed: number;
  /** Free units of completed group tickets (one_free). */
  freeCodes: number;
  /** Only when the status filter is All or Completed; null otherwise. refunds: all refunded of the listed orders. */
  money: { sales: number; income: number; refunds: number } | null;
}

const grosze = (zloty: number) => zlotyToGrosze(Math.abs(zloty)) ?? 0;

/** A listed order as a tally of one. */
export function tallyOfRow(row: SummaryRow, end: Date): OrderTally {
  const made = row.codes.filter((code) => code.role === 'made');
  return {
    status: row.status,
    paid: grosze(row.amount) > 0,
    oneFree: row.one_free === 1,
    updatedAfterEnd: new Date(row.updated_at).getTime() > end.getTime(),
    orders: 1,
    amount: grosze(row.amount),
    refunded: grosze(row.refunded),
    codesMade: made.length,
    codesUsed: made.filter((code) => code.usage.some((use) => use.used)).length,
  };
}

const sum = (tallies: OrderTally[], pick: (tally: OrderTally) => number) =>
  tallies.reduce((total, tally) => total + pick(tally), 0);

/**
 * Revenue (admin-commerce-people.md §4 "Revenue rule"): COMPLETED orders, plus REFUNDED ones whose update (the
 * refund) came after the range end — they were income within the range — minus what was refunded of those
 * orders by the range end. Refunds of orders that were refunded whole within the range are not subtracted again:
 * such an order brings no income to subtract them from (docs/decisions.md).
 */
export function incomeOf(tallies: OrderTally[]): number {
  const earning = tallies.filter(
    (tally) => tally.status === 'COMPLETED' || (tally.status === 'REFUNDED' && tally.updatedAfterEnd),
  );
  return sum(earning, (tally) => tally.amount) - sum(earning, (tally) => tally.refunded);
}

/** The summary of orders given as tallies (see paymentsSummary). */
export function summaryOfTallies(tallies: OrderTally[], status: TPaymentListStatus): PaymentsSummary {
  const completed = tallies.filter((tally) => tally.status === 'COMPLETED');
  const summary: PaymentsSummary = {
    orders: sum(tallies, (tally) => tally.orders),
    paidOrders: sum(
      completed.filter((tally) => tally.paid),
      (tally) => tally.orders,
    ),
    codesTotal: sum(completed, (tally) => tally.codesMade),
    codesUsed: sum(completed, (tally) => tally.codesUsed),
    freeCodes: sum(
      completed.filter((tally) => tally.oneFree),
      (tally) => tally.orders,
    ),
    money: null,
  };
  if (status !== 'ALL' && status !== 'COMPLETED') return summary;
  return {
    ...summary,
    money: {
      sales: sum(completed, (tally) => tally.amount),
      income: incomeOf(tallies),
      refunds: sum(tallies, (tally) => tally.refunded),
    },
  };
}

/** The summary of the listed orders, by the rules of summaryOfTallies and incomeOf. */
export function paymentsSummary(
  rows: SummaryRow[],
  range: { end: Date; status: TPaymentListStatus },
): PaymentsSummary {
  return summaryOfTallies(
    rows.map((row) => tallyOfRow(row, range.end)),
    range.status,
  );
}
