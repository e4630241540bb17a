import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { clearInvoiceRequest, lockInvoiceRequest } from './invoices.repository';

/**
 * DELETE /api/invoices/{id} (admin): withdraws the order's invoice request — the invoice data and its sent mark
 * are cleared, the order itself (its payment, access and codes) stays. The audit row keeps the data withdrawn,
 * so nothing the buyer sent is lost from the record.
 */
export async function withdrawInvoice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  orderId: number,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockInvoiceRequest(tx, orderId);
    if (!current) throw notFound();
    await clearInvoiceRequest(tx, orderId);
    await writeAudit(tx, {
      actorUserId,
      action: 'invoice.withdraw',
      entity: 'order',
      entityId: orderId,
      changes: changedFields(
        { invoice: current.invoice, invoice_sent_at: current.invoiceSentAt },
        { invoice: null, invoice_sent_at: null },
      ),
      now,
    });
  });
}
