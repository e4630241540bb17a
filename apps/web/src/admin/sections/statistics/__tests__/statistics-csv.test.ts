import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TStatisticsSummary } from '@scena/shared/commerce/statistics';
import {
  dailyCsv,
  dailyCsvName,
  productsCsv,
  productsCsvName,
  summaryCsv,
  summaryCsvName,
} from '../statistics-csv';

const rowsOf = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
};

const summary = (overrides: Partial<TStatisticsSummary> = {}): TStatisticsSummary => ({
  orders: 5,
  paidOrders: 3,
  codesUsed: 2,
  codesTotal: 5,
  freeCodes: 1,
  sales: 349.9,
  income: 329.9,
  refunds: 50,
  ...overrides,
});

describe('the statistics CSV files', () => {
  it('lists each day with its orders and income, with decimal commas, named after the range', () => {
    const range = { from: '2026-10-24', to: '2026-10-26' };
    const csv = dailyCsv(
      {
        ...range,
        data: [
          { date: '2026-10-24', count: 2, completed: 2 },
          { date: '2026-10-25', count: 3, completed: 2 },
          { date: '2026-10-26', count: 0, completed: 0 },
        ],
      },
      {
        ...range,
        data: [
          { date: '2026-10-24', summ: 199.9 },
          { date: '2026-10-25', summ: 1280 },
          { date: '2026-10-26', summ: 0 },
        ],
      },
    );
    expect(rowsOf(csv)).toEqual([
      ['dzień', 'zamówienia', 'opłacone', 'przychód (zł)'],
      ['24.10.2026', '2', '2', '199,90'],
      ['25.10.2026', '3', '2', '1280,00'],
      ['26.10.2026', '0', '0', '0,00'],
    ]);
    expect(dailyCsvName(range)).toBe('statystyki_2026-10-24_2026-10-26.csv');
  });

  it('writes the summaries of events, videos and any product', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    const rows = rowsOf(
      summaryCsv({
        ...range,
        eventsSumm: summary(),
        videosSumm: summary({ income: 0.1 }),
        anyProductSumm: summary(),
      }),
    );
    expect(rows[0]).toEqual([
      'zamówienia dla',
      'zamówienia',
      'opłacone zamówienia',
      'kody użyte',
      'kody wszystkie',
      'darmowe kody',
      'wartość sprzedaży (zł)',
      'przychód (zł)',
      'zwroty (zł)',
    ]);
    expect(rows[1]).toEqual(['wydarzeń', '5', '3', '2', '5', '1', '349,90', '329,90', '50,00']);
    expect(rows[2]![7]).toBe('0,10');
    expect(rows).toHaveLength(4);
    expect(summaryCsvName(range)).toBe('podsumowanie_2026-10-01_2026-10-31.csv');
  });

  it('writes each product with its viewers and views, defusing a title a spreadsheet would run', () => {
    const rows = rowsOf(
      productsCsv('event', [
        {
          ...summary(),
          id: 1,
          title: '=Dziady; część III',
          slug: 'dziady',
          date: '2026-10-25',
          viewers: 6,
          views: 42,
        },
      ]),
    );
    expect(rows[0]![0]).toBe('wydarzenie');
    expect(rows[1]).toEqual([
      "'=Dziady; część III",
      '25.10.2026',
      '5',
      '3',
      '2',
      '5',
      '1',
      '349,90',
      '329,90',
      '50,00',
      '6',
      '42',
    ]);
    expect(productsCsvName('video', '2026-11-26')).toBe('statystyki-nagran_2026-11-26.csv');
  });
});
