import type { TAdminCode } from '@scena/shared/commerce/codes';
import { formatDateTime } from '@/lib/format';
import { amountText, toCsv } from '@scena/shared/csv/csv';

/**
 * "20%" or "12,50 zł", as the lists and the CSV show a discount (of a code, or of a user's activated one); a cash
 * voucher partly spent adds what is left on it: "60,00 zł (zostało 40,10 zł)".
 */
export function discountText(
  code: Pick<TAdminCode, 'discount_percent' | 'discount_cash' | 'cash_left'>,
): string {
  if (code.discount_percent !== null) return `${code.discount_percent}%`;
  const amount = `${amountText(code.discount_cash ?? 0)} zł`;
  if (code.cash_left === null || code.cash_left === code.discount_cash) return amount;
  return `${amount} (zostało ${amountText(code.cash_left)} zł)`;
}

/** Generated codes as CSV for a spreadsheet. */
export function codesCsv(codes: TAdminCode[]): string {
  const header = ['kod', 'opis', 'rabat', 'produkt', 'ważny do', 'limit użyć'];
  const rows = codes.map((code) => [
    code.code,
    code.desc,
    discountText(code),
    code.product_title ?? code.product_id,
    formatDateTime(code.expiration_date),
    String(code.limit),
  ]);
  return toCsv(header, rows);
}
