import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TInvoiceSentFilter } from '@scena/shared/commerce/invoices-admin';
import type { Db } from '../../../db/client';
import { orders, type OrderRow } from '../../../db/schema';

/**
 * An order that carries an invoice request. `invoice is not null` is the predicate of the partial index
 * orders_invoice_idx (migration 0005), so the list reads that index; the jsonb check also leaves out a stored
 * JSON `null`, which is no request either.
 */
function hasInvoiceRequest(): SQL {
  return and(isNotNull(orders.invoice), sql`jsonb_typeof(${orders.invoice}) = 'object'`)!;
}

function sentCondition(sent: TInvoiceSentFilter): SQL | undefined {
  if (sent === 'sent') return isNotNull(orders.invoiceSentAt);
  if (sent === 'unsent') return isNull(orders.invoiceSentAt);
  return undefined;
}

/** Every order with an invoice request (only the sent or unsent ones when told), newest first. */
export async function listInvoiceRequests(db: Db, sent: TInvoiceSentFilter): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(hasInvoiceRequest(), sentCondition(sent)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The order with an invoice request, locked for the rest of the transaction; undefined when there is none. */
export async function lockInvoiceRequest(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), hasInvoiceRequest()))
    .for('update');
  return rows[0];
}

/** Sets when the invoice was marked sent (null: not sent). */
export async function setInvoiceSentAt(db: Db, orderId: number, sentAt: Date | null): Promise<OrderRow> {
  const rows = await db
    .update(orders)
    .set({ invoiceSentAt: sentAt })
    .where(eq(orders.id, orderId))
    .returning();
  return rows[0]!;
}

/** Withdraws the request: the invoice data and its sent mark go; the order stays as it is. */
export async function clearInvoiceRequest(db: Db, orderId: number): Promise<void> {
  await db.update(orders).set({ invoice: null, invoiceSentAt: null }).where(eq(orders.id, orderId));
}
