import { describe, expect, it } from 'vitest';
import {
  paymentsSummary,
  summaryOfTallies,
  tallyOfRow,
  type OrderTally,
  type SummaryRow,
} from './payments-summary';

const END = new Date('2026-11-30T23:00:00.000Z');

function row(overrides: Partial<SummaryRow>): SummaryRow {
  return {
    amount: 49.9,
    status: 'COMPLETED',
    updated_at: '2026-11-10T12:00:00.000Z',
    one_free: 0,
    refunded: 0,
    codes: [],
    ...overrides,
  };
}

const made = (...used: boolean[]) =>
  used.map((u) => ({ role: 'made' as const, usage: u ? [{ used: true }] : [] }));

describe('paymentsSummary', () => {
  it('counts orders, paid orders, made codes and free units of completed orders only', () => {
    const summary = paymentsSummary(
      [
        row({ codes: made(true, false, false), one_free: 1 }),
        row({ amount: 0 }),
        row({ status: 'PENDING', codes: made(true) }),
        row({ status: 'CANCELED', one_free: 1 }),
        row({ codes: [{ role: 'used', usage: [{ used: true }] }] }),
      ],
      { end: END, status: 'ALL' },
    );
    expect(summary).toMatchObject({ orders: 5, paidOrders: 2, codesTotal: 3, codesUsed: 1, freeCodes: 1 });
  });

  it('adds to income what was refunded after the range end, and subtracts what was refunded by then', () => {
    const summary = paymentsSummary(
      [
        row({ amount: 100 }),
        // A partial refund within the range: the rest is income.
        row({ amount: 49.9, refunded: 10.05 }),
        // Refunded whole within the range: no sale, no income (its refund is not subtracted twice), a refund.
        row({ amount: 30, status: 'REFUNDED', refunded: 30, updated_at: '2026-11-20T10:00:00.000Z' }),
        // Refunded after the range end: income within the range.
        row({ amount: 20.1, status: 'REFUNDED', refunded: 0, updated_at: '2026-12-02T10:00:00.000Z' }),
        row({ amount: 999, status: 'CANCELED' }),
      ],
      { end: END, status: 'ALL' },
    );
    expect(summary.money).toEqual({ sales: 14990, income: 14990 - 1005 + 2010, refunds: 1005 + 3000 });
  });

  it('leaves the money out unless the filter is All or Completed', () => {
    for (const status of ['CANCELED', 'REFUNDED', 'PENDING'] as const) {
      expect(paymentsSummary([row({})], { end: END, status }).money).toBeNull();
    }
    expect(paymentsSummary([row({})], { end: END, status: 'COMPLETED' }).money?.sales).toBe(4990);
  });

  it('sums in grosze, with no float noise', () => {
    const rows = Array.from({ length: 10 }, () => row({ amount: 0.1 }));
    expect(paymentsSummary(rows, { end: END, status: 'ALL' }).money).toEqual({
      sales: 100,
      income: 100,
      refunds: 0,
    });
  });

  it('gives the same summary for orders summed in groups as for the orders one by one', () => {
    const rows = [
      row({ amount: 100, codes: made(true, false), one_free: 1 }),
      row({ amount: 49.9, refunded: 10.05 }),
      row({ amount: 0 }),
      row({ amount: 30, status: 'REFUNDED', refunded: 30 }),
      row({ amount: 20.1, status: 'REFUNDED', updated_at: '2026-12-02T10:00:00.000Z' }),
      row({ amount: 15, status: 'PENDING' }),
      row({ amount: 12.34, codes: made(true) }),
      row({ amount: 99, status: 'PENDING' }),
    ];
    const groups = new Map<string, OrderTally>();
    for (const tally of rows.map((one) => tallyOfRow(one, END))) {
      const key = [tally.status, tally.paid, tally.oneFree, tally.updatedAfterEnd].join();
      const group = groups.get(key);
      if (!group) groups.set(key, { ...tally });
      else {
        group.orders += tally.orders;
        group.amount += tally.amount;
        group.refunded += tally.refunded;
        group.codesMade += tally.codesMade;
        group.codesUsed += tally.codesUsed;
      }
    }
    expect(groups.size).toBeLessThan(rows.length);
    expect(summaryOfTallies([...groups.values()], 'ALL')).toEqual(
      paymentsSummary(rows, { end: END, status: 'ALL' }),
    );
  });
});
