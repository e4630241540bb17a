import type { TAdminPayment, TPaymentListQuery } from '@scena/shared/commerce/payments-admin';
import { formatDateTime } from '@/lib/format';
import { csvAmount, toCsv } from '@scena/shared/csv/csv';

/** The codes an order made, and who activated each: "KOD (Anna Nowak, Jan Kowalski)". */
export function madeCodesText(order: TAdminPayment): string {
  return order.codes
    .filter((code) => code.role === 'made')
    .map((code) => {
      const users = code.usage.map((use) => `${use.firstname} ${use.lastname}`.trim()).join(', ');
      return users ? `${code.code} (${users})` : code.code;
    })
    .join('; ');
}

/** The ordered gifts as the accountant's CSV: one row per order, amounts with a decimal comma. */
export function giftsCsv(orders: TAdminPayment[], statusText: (status: string) => string): string {
  const header = [
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
  ];
  const rows = orders.map((order) => [
    formatDateTime(order.created_at),
    order.extOrderId,
    order.orderId ?? '',
    order.title,
    `${order.firstname} ${order.lastname}`.trim(),
    order.email,
    order.gift?.recipient_name ?? '',
    order.gift?.recipient_email ?? '',
    madeCodesText(order),
    order.code ?? '',
    csvAmount(order.amount),
    csvAmount(order.refunded),
    statusText(order.status),
  ]);
  return toCsv(header, rows);
}

/** Named after the range (admin-commerce-people.md §9): prezenty_2026-11-01_2026-11-30.csv. */
export function giftsCsvName(filter: Pick<TPaymentListQuery, 'date_from' | 'date_to'>): string {
  return `prezenty_${filter.date_from}_${filter.date_to}.csv`;
}
