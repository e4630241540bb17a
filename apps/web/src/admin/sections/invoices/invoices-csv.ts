import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';
import { formatDateTime } from '@/lib/format';
import { csvAmount, toCsv } from '@scena/shared/csv/csv';
import { buyerName } from './invoice-rows';

const KIND: Record<TAdminInvoice['productType'], string> = {
  event: 'wydarzenie',
  video: 'nagranie',
  gift: 'prezent',
  group_ticket: 'bilet grupowy',
};

/**
 * The invoice requests as a CSV for whoever issues the invoices (admin-commerce-people.md §9): every column of
 * the list and every field of the invoice data, one row per request, amounts with a decimal comma.
 */
export function invoicesCsv(invoices: TAdminInvoice[], statusText: (status: string) => string): string {
  const header = [
    'data zamówienia',
    'nr zamówienia',
    'rodzaj',
    'produkt',
    'kwota brutto (zł)',
    'status płatności',
    'kupujący',
    'e-mail',
    'id użytkownika',
    'faktura dla',
    'firma',
    'NIP',
    'imię',
    'nazwisko',
    'ulica',
    'kod pocztowy',
    'miejscowość',
    'województwo',
    'kraj',
    'wysłana',
    'data wysłania',
  ];
  const rows = invoices.map((invoice) => {
    const { data } = invoice;
    return [
      formatDateTime(invoice.created_at),
      invoice.extOrderId,
      KIND[invoice.productType],
      invoice.description,
      csvAmount(invoice.amount),
      statusText(invoice.paymentStatus),
      buyerName(invoice),
      invoice.email,
      String(invoice.userId),
      data.invoiceType === 'company' ? 'firma' : 'osoba prywatna',
      data.company ?? '',
      data.nip ?? '',
      data.firstname ?? '',
      data.lastname ?? '',
      data.street,
      data.postal_code,
      data.city,
      data.state,
      data.country_code,
      invoice.sent ? 'tak' : 'nie',
      invoice.sent_at ? formatDateTime(invoice.sent_at) : '',
    ];
  });
  return toCsv(header, rows);
}

/** faktury_2026-11-30.csv: named after the Warsaw day of the export. */
export function invoicesCsvName(today: string): string {
  return `faktury_${today}.csv`;
}
