import type {
  TDayRange,
  TIncomePerDay,
  TOrdersPerDay,
  TPaymentSumm,
  TProductStatistics,
  TStatisticsSummary,
} from '@scena/shared/commerce/statistics';
import { formatIsoDate } from '@/lib/format';
import { csvAmount, toCsv, type CsvCell } from '@scena/shared/csv/csv';

/** The figures of each day of the range: orders, completed ones and income (admin-commerce-people.md §9). */
export function dailyCsv(orders: TOrdersPerDay, income: TIncomePerDay): string {
  const summ = new Map(income.data.map((day) => [day.date, day.summ]));
  return toCsv(
    ['dzień', 'zamówienia', 'opłacone', 'przychód (zł)'],
    orders.data.map((day) => [
      formatIsoDate(day.date),
      String(day.count),
      String(day.completed),
      csvAmount(summ.get(day.date) ?? 0),
    ]),
  );
}

/** Named after the range (§9): statystyki_2026-10-20_2026-10-26.csv. */
export function dailyCsvName(range: TDayRange): string {
  return `statystyki_${range.from}_${range.to}.csv`;
}

const SUMMARY_HEADER = [
  'zamówienia',
  'opłacone zamówienia',
  'kody użyte',
  'kody wszystkie',
  'darmowe kody',
  'wartość sprzedaży (zł)',
  'przychód (zł)',
  'zwroty (zł)',
];

function summaryCells(summary: TStatisticsSummary): CsvCell[] {
  return [
    String(summary.orders),
    String(summary.paidOrders),
    String(summary.codesUsed),
    String(summary.codesTotal),
    String(summary.freeCodes),
    csvAmount(summary.sales),
    csvAmount(summary.income),
    csvAmount(summary.refunds),
  ];
}

/** The payment summaries of the range, one row for events, videos and gifts for any product. */
export function summaryCsv(summ: TPaymentSumm): string {
  return toCsv(
    ['zamówienia dla', ...SUMMARY_HEADER],
    [
      ['wydarzeń', ...summaryCells(summ.eventsSumm)],
      ['nagrań', ...summaryCells(summ.videosSumm)],
      ['dowolnego produktu (prezenty)', ...summaryCells(summ.anyProductSumm)],
    ],
  );
}

export function summaryCsvName(range: TDayRange): string {
  return `podsumowanie_${range.from}_${range.to}.csv`;
}

/** Each event's or video's figures so far. */
export function productsCsv(type: 'event' | 'video', rows: TProductStatistics[]): string {
  return toCsv(
    [
      type === 'event' ? 'wydarzenie' : 'nagranie',
      type === 'event' ? 'data' : 'dodano',
      ...SUMMARY_HEADER,
      type === 'event' ? 'widzowie z biletem' : 'widzowie z dostępem',
      'wyświetlenia',
    ],
    rows.map((row) => [
      row.title,
      row.date ? formatIsoDate(row.date) : '',
      ...summaryCells(row),
      String(row.viewers),
      String(row.views),
    ]),
  );
}

/** Named after the day they were read: statystyki-wydarzen_2026-11-26.csv. */
export function productsCsvName(type: 'event' | 'video', today: string): string {
  return `statystyki-${type === 'event' ? 'wydarzen' : 'nagran'}_${today}.csv`;
}
