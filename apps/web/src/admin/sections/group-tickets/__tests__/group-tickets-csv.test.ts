import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminPayment } from '@/test-support/payment-fixtures';
import { groupTicketsCsv, groupTicketsCsvName } from '../group-tickets-csv';

describe('the ordered group tickets CSV', () => {
  it('has the quantity, the free ticket, the codes made and how many were used', () => {
    const csv = groupTicketsCsv(
      [
        adminPayment({
          productType: 'group_ticket',
          product_quantity: 8,
          one_free: 1,
          amount: 315,
          numberOfUses: 1,
          codes: [
            {
              id: 1,
              code: 'GRUPA-A',
              role: 'made',
              usage: [{ userId: 4, firstname: 'Ewa', lastname: 'Lis', used: true }],
            },
            { id: 2, code: 'GRUPA-B', role: 'made', usage: [] },
          ],
        }),
      ],
      (status) => (status === 'COMPLETED' ? 'Opłacone' : status),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(data[0]!.slice(6, 10)).toEqual([
      'liczba biletów',
      'jeden gratis',
      'kody (kto aktywował)',
      'wykorzystane kody',
    ]);
    expect(data[1]).toEqual([
      '10.11.2026 19:30',
      'ext-1',
      'PAYU1',
      'Wesele',
      'Zofia Żółkiewska',
      'zofia@example.com',
      '8',
      'tak',
      'GRUPA-A (Ewa Lis); GRUPA-B',
      '1',
      '315,00',
      '0,00',
      'Opłacone',
    ]);
  });

  it('is named after the range', () => {
    expect(groupTicketsCsvName({ date_from: '2026-11-01', date_to: '2026-11-30' })).toBe(
      'bilety-grupowe_2026-11-01_2026-11-30.csv',
    );
  });
});
