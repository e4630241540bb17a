import type { TAdminPayment, TPaymentListQuery } from '@scena/shared/commerce/payments-admin';
import { formatDateTime } from '@/lib/format';
import { csvAmount, toCsv } from '@scena/shared/csv/csv';
import { madeCodesText } from '../gifts/gifts-csv';

/** The ordered group tickets as the accountant's CSV: one row per order, amounts with a decimal comma. */
export function groupTicketsCsv(orders: TAdminPayment[], statusText: (status: string) => string): string {
  const header = [
    'data zamówienia',
    'nr zamówienia',
    'nr PayU',
    'produkt',
    'kupujący',
    'e-mail',
    'liczba biletów',
    'jeden gratis',
    'kody (kto aktywował)',
    'wykorzystane kody',
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
    String(order.product_quantity),
    order.one_free ? 'tak' : 'nie',
    madeCodesText(order),
    String(order.numberOfUses),
    csvAmount(order.amount),
    csvAmount(order.refunded),
    statusText(order.status),
  ]);
  return toCsv(header, rows);
}

/** Named after the range (admin-commerce-people.md §9): bilety-grupowe_2026-11-01_2026-11-30.csv. */
export function groupTicketsCsvName(filter: Pick<TPaymentListQuery, 'date_from' | 'date_to'>): string {
  return `bilety-grupowe_${filter.date_from}_${filter.date_to}.csv`;
}
