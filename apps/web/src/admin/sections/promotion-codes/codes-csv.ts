import type { TAdminCode } from '@scena/shared/commerce/codes';
import { formatDateTime } from '@/lib/format';

/** A CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180, with ';'). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** "20%" or "12,50 zł", as the list and the CSV show a discount. */
export function discountText(code: TAdminCode): string {
  if (code.discount_percent !== null) return `${code.discount_percent}%`;
  return `${(code.discount_cash ?? 0).toFixed(2).replace('.', ',')} zł`;
}

/**
 * Generated codes as CSV for a spreadsheet (admin-commerce-people.md §9): semicolons, a decimal comma, and a
 * byte-order mark so that Excel reads the Polish letters right.
 */
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
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
