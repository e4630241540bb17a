import { groszeToZloty } from '@scena/shared/catalog/money';
import type { TOrderKind, TOrderWithCodes } from '@scena/shared/commerce/orders';
import type {
  TAdminPaymentDetail,
  TPaymentList,
  TPaymentListQuery,
  TPaymentListStatus,
  TProductPayments,
} from '@scena/shared/commerce/payments-admin';
import { warsawDaysRange } from '@scena/shared/time/warsaw';
import { V, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { invalidField, notFound } from '../../../lib/errors';
import { loadProductForSale } from '../../product-access';
import { listOrdersWithProducts } from '../orders/orders.repository';
import { withCodes } from '../orders/read-orders-with-codes';
import { adminPaymentsOf } from './admin-payments-of';
import { auditHistoryEntry, notificationHistoryEntry, refundDto } from './admin-payment-dto';
import { listOrderAudit, listOrderNotifications } from './payments-admin.repository';
import { listMadeCodeUses, madeCodeUseDto } from '../refunds/made-code-uses';
import { listRefundsOf } from '../refunds/refunds.repository';

/** The statuses a filter shows: "processing" is PENDING and WAITING_FOR_CONFIRMATION (admin-commerce-people.md §2). */
function statusesOf(status: TPaymentListStatus): readonly string[] | undefined {
  if (status === 'ALL') return undefined;
  return status === 'PENDING' ? ['PENDING', 'WAITING_FOR_CONFIRMATION'] : [status];
}

/**
 * GET /api/payments/, /api/videopayments/, /api/gifts/ and /api/groupTickets/ (admin): the orders of one kind
 * made on the range's Warsaw days, newest first, and the zł refunded of them by the range's end (the revenue rule
 * subtracts those). The event and video filters narrow any kind to that product (a gift or group ticket of it).
 */
export async function listPayments(
  deps: Pick<AppDeps, 'db'>,
  kind: TOrderKind,
  query: TPaymentListQuery,
  language: Language,
): Promise<TPaymentList> {
  const range = warsawDaysRange(query.date_from, query.date_to);
  if (!range) throw invalidField('date_from', V.date);
  const rows = await listOrdersWithProducts(deps.db, {
    kind,
    createdFrom: range.start,
    createdBefore: range.end,
    statuses: statusesOf(query.status),
    ...(query.event_id === null || kind === 'video' ? {} : { eventId: query.event_id }),
    ...(query.video_id === null || kind === 'event' ? {} : { videoId: query.video_id }),
  });
  const { payments, refundedGrosze } = await adminPaymentsOf(deps.db, rows, language, range.end);
  return { orders: payments, refunds: groszeToZloty(refundedGrosze) };
}

/** GET /api/payments/event/{id} and /api/videopayments/video/{id} (admin): a product's every order, its views. */
export async function listProductPayments(
  deps: Pick<AppDeps, 'db'>,
  type: 'event' | 'video',
  productId: number,
  language: Language,
): Promise<TProductPayments> {
  const product = await loadProductForSale(deps.db, type, productId, { unpublished: true });
  if (!product) throw notFound();
  const rows = await listOrdersWithProducts(deps.db, {
    kind: type,
    ...(type === 'event' ? { eventId: productId } : { videoId: productId }),
  });
  const { payments } = await adminPaymentsOf(deps.db, rows, language);
  return { orders: payments, views: (product.event ?? product.video).views };
}

/**
 * One order as the manage-payment dialog reads it: the row, its refunds, who used the codes it made on what, and
 * its history — staff changes (audit rows) and PayU's notifications, oldest first.
 */
export async function getPaymentDetail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  extOrderId: string,
  language: Language,
): Promise<TAdminPaymentDetail> {
  const rows = await listOrdersWithProducts(deps.db, { extOrderId });
  const order = rows[0]?.order;
  if (!order) throw notFound();
  const { payments } = await adminPaymentsOf(deps.db, rows, language);
  const [{ codes: made }] = (await withCodes(deps, rows, language)) as [TOrderWithCodes];
  const refunds = await listRefundsOf(deps.db, order.id);
  const uses = await listMadeCodeUses(deps.db, order);
  const history = [
    ...(await listOrderAudit(deps.db, order.id)).map(auditHistoryEntry),
    ...(await listOrderNotifications(deps.db, order.id)).map(notificationHistoryEntry),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...payments[0]!,
    refunds: refunds.map(refundDto),
    made_codes: made,
    code_uses: uses.map((use) => madeCodeUseDto(use, language)),
    history,
  };
}
