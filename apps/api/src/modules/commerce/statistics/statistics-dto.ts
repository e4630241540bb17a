import { groszeToZloty } from '@scena/shared/catalog/money';
import { summaryOfTallies, type OrderTally } from '@scena/shared/commerce/payments-summary';
import type { TStatisticsSummary } from '@scena/shared/commerce/statistics';

/** The §9 summary of orders given as tallies (every status: the money is always part of it), zł on the wire. */
export function statisticsSummaryOf(tallies: OrderTally[]): TStatisticsSummary {
  const summary = summaryOfTallies(tallies, 'ALL');
  const money = summary.money!;
  return {
    orders: summary.orders,
    paidOrders: summary.paidOrders,
    codesUsed: summary.codesUsed,
    codesTotal: summary.codesTotal,
    freeCodes: summary.freeCodes,
    sales: groszeToZloty(money.sales),
    income: groszeToZloty(money.income),
    refunds: groszeToZloty(money.refunds),
  };
}

/** Groups tallies by their key. */
export function byKey<T extends { key: string }>(tallies: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const tally of tallies) {
    const group = groups.get(tally.key);
    if (group) group.push(tally);
    else groups.set(tally.key, [tally]);
  }
  return groups;
}
