import { groszeToZloty } from '@scena/shared/catalog/money';
import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';
import type { TOrderKind } from '@scena/shared/commerce/orders';
import type { OrderRow } from '../../../db/schema';

type InvoiceData = TAdminInvoice['data'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The stored request (ZInvoiceData's output, checked at purchase) as the answer carries it. Read field by field,
 * so that a row written by an older form still answers rather than failing the whole list.
 */
export function invoiceDataOf(stored: unknown): InvoiceData {
  const data = (stored !== null && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const invoiceType =
    data.invoiceType === 'company' || data.invoiceType === 'person'
      ? data.invoiceType
      : textOrNull(data.company)
        ? 'company'
        : 'person';
  return {
    invoiceType,
    company: textOrNull(data.company),
    nip: textOrNull(data.nip),
    firstname: textOrNull(data.firstname),
    lastname: textOrNull(data.lastname),
    street: text(data.street),
    postal_code: text(data.postal_code),
    city: text(data.city),
    state: text(data.state),
    country_code: text(data.country_code),
  };
}

/** An order's invoice request as the back-office reads it (admin-commerce-people.md §3 "Invoice"). */
export function adminInvoiceDto(order: OrderRow): TAdminInvoice {
  return {
    id: order.id,
    userId: order.userId,
    email: order.buyerEmail,
    firstname: order.buyerFirstname,
    lastname: order.buyerLastname,
    created_at: order.createdAt.toISOString(),
    extOrderId: order.extOrderId,
    productType: order.kind as TOrderKind,
    paymentStatus: order.status,
    amount: groszeToZloty(order.amountGrosze),
    description: order.descriptionPl,
    sent: order.invoiceSentAt !== null,
    sent_at: order.invoiceSentAt?.toISOString() ?? null,
    data: invoiceDataOf(order.invoice),
  };
}
