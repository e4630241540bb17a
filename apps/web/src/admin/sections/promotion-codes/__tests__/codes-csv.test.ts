import { describe, expect, it } from 'vitest';
import type { TAdminCode } from '@scena/shared/commerce/codes';
import { codesCsv, discountText } from '../codes-csv';

const code = (patch: Partial<TAdminCode>): TAdminCode => ({
  id: 1,
  code: 'WIOSNA-ABCDEFGH',
  desc: 'Wiosenne zaproszenia',
  discount_percent: 100,
  discount_cash: null,
  event_id: null,
  video_id: null,
  product_id: 'any',
  product_title: null,
  expiration_date: '2026-06-30T21:59:00.000Z',
  cash_left: null,
  limit: 1,
  numberOfUses: 0,
  created_at: '2026-03-15T10:00:00.000Z',
  ...patch,
});

describe('generated codes as CSV', () => {
  it('has a BOM, semicolons, a decimal comma and Warsaw times', () => {
    const csv = codesCsv([
      code({}),
      code({ id: 2, code: 'BON-XYZ', discount_percent: null, discount_cash: 12.5 }),
    ]);
    expect(csv.startsWith('\uFEFFkod;opis;rabat;produkt;ważny do;limit użyć\r\n')).toBe(true);
    expect(csv).toContain('WIOSNA-ABCDEFGH;Wiosenne zaproszenia;100%;any;30.06.2026 23:59;1\r\n');
    expect(csv).toContain('BON-XYZ;Wiosenne zaproszenia;12,50 zł;any;');
  });

  it('quotes a field with a semicolon, a quote or a line break', () => {
    const csv = codesCsv([code({ desc: 'Dla "Przyjaciół"; teatru\nzimą' })]);
    expect(csv).toContain(';"Dla ""Przyjaciół""; teatru\nzimą";');
  });

  it('says a discount as the list does', () => {
    expect(discountText(code({ discount_percent: 20 }))).toBe('20%');
    expect(discountText(code({ discount_percent: null, discount_cash: 10 }))).toBe('10,00 zł');
    // A cash voucher partly spent says what is left on it.
    expect(discountText(code({ discount_percent: null, discount_cash: 60, cash_left: 40.1 }))).toBe(
      '60,00 zł (zostało 40,10 zł)',
    );
    expect(discountText(code({ discount_percent: null, discount_cash: 60, cash_left: 60 }))).toBe('60,00 zł');
  });
});
