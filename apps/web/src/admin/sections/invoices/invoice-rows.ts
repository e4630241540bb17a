import type { TAdminInvoice, TInvoiceSentFilter } from '@scena/shared/commerce/invoices-admin';
import { formatDateTime } from '@/lib/format';
import { foldText } from '../../ui/form-support';

type InvoiceData = TAdminInvoice['data'];

/** Who the invoice is made out to: the company, or the person's name. */
export function invoiceRecipient(data: InvoiceData): string {
  if (data.invoiceType === 'company') return data.company ?? '';
  return `${data.firstname ?? ''} ${data.lastname ?? ''}`.trim();
}

/** The address on one line: "Długa 5/7, 31-147 Kraków, małopolskie, PL". */
export function invoiceAddress(data: InvoiceData): string {
  const town = `${data.postal_code} ${data.city}`.trim();
  return [data.street, town, data.state, data.country_code].filter((part) => part !== '').join(', ');
}

export function buyerName(invoice: Pick<TAdminInvoice, 'firstname' | 'lastname'>): string {
  return `${invoice.firstname} ${invoice.lastname}`.trim();
}

/** Everything the search box looks in: buyer, order, product, invoice data and the date as shown. */
function searchText(invoice: TAdminInvoice): string {
  const { data } = invoice;
  return [
    buyerName(invoice),
    invoice.email,
    invoice.extOrderId,
    invoice.description,
    invoiceRecipient(data),
    data.nip ?? '',
    invoiceAddress(data),
    formatDateTime(invoice.created_at),
  ].join(' ');
}

export interface InvoiceFilter {
  sent: TInvoiceSentFilter;
  /** Words that must all appear (case and Polish letters folded). */
  search: string;
}

export function matchesSent(invoice: Pick<TAdminInvoice, 'sent'>, sent: TInvoiceSentFilter): boolean {
  return sent === 'all' || (sent === 'sent') === invoice.sent;
}

/** The requests the list shows for the filter, in the order given (newest first from the API). */
export function filterInvoices(invoices: TAdminInvoice[], filter: InvoiceFilter): TAdminInvoice[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return invoices.filter((invoice) => {
    if (!matchesSent(invoice, filter.sent)) return false;
    if (words.length === 0) return true;
    const text = foldText(searchText(invoice));
    return words.every((word) => text.includes(word));
  });
}
