import type { TAdminInvoice, TInvoiceEdit } from '@scena/shared/commerce/invoices-admin';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { adminInvoiceDto } from './invoice-dto';
import { lockInvoiceRequest, setInvoiceSentAt } from './invoices.repository';

/**
 * PUT /api/invoices/{id} (admin): marks the order's invoice sent (now) or not sent, in either direction
 * (admin-commerce-people.md §4 "Invoice"). Marking it as it already is keeps the first sent time and writes
 * nothing; a change writes an audit row on the order (its history in the payments back-office shows it).
 */
export async function markInvoiceSent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  orderId: number,
  form: TInvoiceEdit,
): Promise<TAdminInvoice> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockInvoiceRequest(tx, orderId);
    if (!current) throw notFound();
    if ((current.invoiceSentAt !== null) === form.sent) return adminInvoiceDto(current);
    const updated = await setInvoiceSentAt(tx, orderId, form.sent ? now : null);
    await writeAudit(tx, {
      actorUserId,
      action: form.sent ? 'invoice.sent' : 'invoice.unsent',
      entity: 'order',
      entityId: orderId,
      changes: changedFields(
        { invoice_sent_at: current.invoiceSentAt },
        { invoice_sent_at: updated.invoiceSentAt },
      ),
      now,
    });
    return adminInvoiceDto(updated);
  });
}
