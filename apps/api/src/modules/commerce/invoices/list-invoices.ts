import type { TInvoiceList, TInvoiceListQuery } from '@scena/shared/commerce/invoices-admin';
import type { AppDeps } from '../../../deps';
import { adminInvoiceDto } from './invoice-dto';
import { listInvoiceRequests } from './invoices.repository';

/** GET /api/invoices (admin): every invoice request, or only the sent or unsent ones, newest first. */
export async function listInvoices(
  deps: Pick<AppDeps, 'db'>,
  query: TInvoiceListQuery,
): Promise<TInvoiceList> {
  const rows = await listInvoiceRequests(deps.db, query.sent);
  return rows.map(adminInvoiceDto);
}
