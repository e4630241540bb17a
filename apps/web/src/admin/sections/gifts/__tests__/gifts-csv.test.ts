import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminPayment } from '@/test-support/payment-fixtures';
import { giftsCsv, giftsCsvName } from '../gifts-csv';

const statusText = (status: string) => ({ COMPLETED: 'Opłacone', REFUNDED: 'Zwrócone' })[status] ?? status;

describe('the ordered gifts CSV', () => {
  it('is a spreadsheet: BOM, semicolons, decimal commas, the recipient and the gift’s code with who used it', () => {
    const csv = giftsCsv(
      [
        adminPayment({
          productType: 'gift',
          title: 'Prezent: Wesele',
          amount: 1234.5,
          refunded: 100,
          status: 'REFUNDED',
          gift: { recipient_name: 'Jan Nowak', recipient_email: 'jan@example.com', message: 'Sto lat!' },
          codes: [
            { id: 1, code: 'WESELE20', role: 'used', usage: [] },
            {
              id: 2,
              code: 'PREZENT-7K2M',
              role: 'made',
              usage: [{ userId: 3, firstname: 'Jan', lastname: 'Nowak', used: true }],
            },
          ],
          code: 'WESELE20',
        }),
        adminPayment({ id: 2, extOrderId: 'ext-2', productType: 'gift', title: '=HYPERLINK("x")' }),
      ],
      statusText,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(data[0]).toEqual([
      'data zamówienia',
      'nr zamówienia',
      'nr PayU',
      'prezent',
      'kupujący',
      'e-mail kupującego',
      'obdarowany',
      'e-mail obdarowanego',
      'kod prezentu (kto aktywował)',
      'kod rabatowy',
      'kwota (zł)',
      'zwrócono (zł)',
      'status',
    ]);
    expect(data[1]).toEqual([
      '10.11.2026 19:30',
      'ext-1',
      'PAYU1',
      'Prezent: Wesele',
      'Zofia Żółkiewska',
      'zofia@example.com',
      'Jan Nowak',
      'jan@example.com',
      'PREZENT-7K2M (Jan Nowak)',
      'WESELE20',
      '1234,50',
      '100,00',
      'Zwrócone',
    ]);
    // A cell a spreadsheet would run as a formula is defused.
    expect(data[2]![3]).toBe(`'=HYPERLINK("x")`);
    expect(data[2]![6]).toBe('');
  });

  it('is named after the range', () => {
    expect(giftsCsvName({ date_from: '2026-11-01', date_to: '2026-11-30' })).toBe(
      'prezenty_2026-11-01_2026-11-30.csv',
    );
  });
});
