import type { TAdminPayment, TPaymentListQuery } from '@scena/shared/commerce/payments-admin';
import { formatDateTime } from '@/lib/format';
import { csvAmount, toCsv } from '@scena/shared/csv/csv';

/**
 * The payments table as the accountant's CSV: one row per order, amounts with a decimal comma. The price is the
 * amount paid plus what the code covered (a discount, or the part a cash voucher paid).
 */
export function paymentsCsv(orders: TAdminPayment[], statusText: (status: string) => string): string {
  const header = [
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
  ];
  const rows = orders.map((order) => [
    formatDateTime(order.created_at),
    order.extOrderId,
    order.orderId ?? '',
    order.productType === 'video' ? 'nagranie' : 'wydarzenie',
    order.title,
    order.description,
    `${order.firstname} ${order.lastname}`.trim(),
    order.email,
    order.country ?? '',
    order.customer_ip ?? '',
    String(order.product_quantity),
    order.code ?? '',
    csvAmount(order.code_discount),
    csvAmount(order.amount),
    csvAmount(order.refunded),
    statusText(order.status),
  ]);
  return toCsv(header, rows);
}

/** The file is named after the range (admin-commerce-people.md §9): platnosci_2026-11-01_2026-11-30.csv. */
export function paymentsCsvName(filter: Pick<TPaymentListQuery, 'date_from' | 'date_to'>): string {
  return `platnosci_${filter.date_from}_${filter.date_to}.csv`;
}
