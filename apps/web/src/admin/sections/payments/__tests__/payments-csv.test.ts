import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminPayment } from '@/test-support/payment-fixtures';
import { paymentsCsv, paymentsCsvName } from '../payments-csv';

const statusText = (status: string) => ({ COMPLETED: 'Opłacone', REFUNDED: 'Zwrócone' })[status] ?? status;

describe('the payments CSV', () => {
  it('is a spreadsheet of the orders: BOM, semicolons, Polish letters, decimal commas, Warsaw times', () => {
    const csv = paymentsCsv(
      [
        adminPayment({ code: 'WESELE20', amount: 39.92, code_discount: 9.98 }),
        adminPayment({
          id: 2,
          extOrderId: 'ext-2',
          productType: 'video',
          title: 'Chopin; nocą',
          amount: 1234.5,
          refunded: 1234.5,
          status: 'REFUNDED',
        }),
      ],
      statusText,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(data[0]).toEqual([
      'data zamówienia',
      'nr zamówienia',
      'nr PayU',
      'rodzaj',
      'produkt',
      'opis',
      'imię i nazwisko',
      'e-mail',
      'kraj',
      'IP',
      'liczba biletów',
      'kod',
      'pokryte kodem (zł)',
      'kwota (zł)',
      'zwrócono (zł)',
      'status',
    ]);
    expect(data[1]).toEqual([
      '10.11.2026 19:30',
      'ext-1',
      'PAYU1',
      'wydarzenie',
      'Wesele',
      'Bilet: Wesele',
      'Zofia Żółkiewska',
      'zofia@example.com',
      'PL',
      '83.1.2.3',
      '1',
      'WESELE20',
      '9,98',
      '39,92',
      '0,00',
      'Opłacone',
    ]);
    expect(data[2]).toMatchObject({
      3: 'nagranie',
      4: 'Chopin; nocą',
      12: '0,00',
      13: '1234,50',
      14: '1234,50',
      15: 'Zwrócone',
    });
  });

  it('is named after the range', () => {
    expect(paymentsCsvName({ date_from: '2026-11-01', date_to: '2026-11-30' })).toBe(
      'platnosci_2026-11-01_2026-11-30.csv',
    );
  });
});
