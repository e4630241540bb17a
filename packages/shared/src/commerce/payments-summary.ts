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

/**
 * The summary of the listed orders. Revenue (admin-commerce-people.md §4 "Revenue rule"): COMPLETED orders, plus
 * REFUNDED ones whose update (the refund) came after the range end — they were income within the range — minus
 * what was refunded of those orders by the range end. Refunds of orders that were refunded whole within the range
 * are not subtracted again: such an order brings no income to subtract them from (docs/decisions.md).
 */
export function paymentsSummary(
  rows: SummaryRow[],
  range: { end: Date; status: TPaymentListStatus },
): PaymentsSummary {
  const completed = rows.filter((row) => row.status === 'COMPLETED');
  const made = completed.flatMap((row) => row.codes.filter((code) => code.role === 'made'));
  const summary: PaymentsSummary = {
    orders: rows.length,
    paidOrders: completed.filter((row) => grosze(row.amount) > 0).length,
    codesTotal: made.length,
    codesUsed: made.filter((code) => code.usage.some((use) => use.used)).length,
    freeCodes: completed.filter((row) => row.one_free === 1).length,
    money: null,
  };
  if (range.status !== 'ALL' && range.status !== 'COMPLETED') return summary;
  const refundedLater = rows.filter(
    (row) => row.status === 'REFUNDED' && new Date(row.updated_at).getTime() > range.end.getTime(),
  );
  const earning = [...completed, ...refundedLater];
  const sum = (list: SummaryRow[], pick: (row: SummaryRow) => number) =>
    list.reduce((total, row) => total + grosze(pick(row)), 0);
  const income = sum(earning, (row) => row.amount) - sum(earning, (row) => row.refunded);
  return {
    ...summary,
    money: { sales: sum(completed, (row) => row.amount), income, refunds: sum(rows, (row) => row.refunded) },
  };
}
