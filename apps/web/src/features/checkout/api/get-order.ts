import { useQuery } from '@tanstack/react-query';
import { isPaymentPending } from '@scena/shared/catalog/payment-status';
import type { TMadeCode } from '@scena/shared/commerce/orders';
import type { TOrder } from '@scena/shared/commerce/orders';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** How often an order still being paid is asked about again. */
export const ORDER_POLL_MS = 3000;

/** Which read answers the order: a ticket or a rental, a gift, or a group ticket. */
export type OrderSource = 'payment' | 'gift' | 'group_ticket';

const ORDER_PATH: Record<OrderSource, string> = {
  payment: '/api/payments',
  gift: '/api/gifts',
  group_ticket: '/api/groupTickets',
};

/** An order of the status page: a gift's and a group ticket's carry the codes they made (none until paid). */
export type TStatusOrder = TOrder & { codes?: TMadeCode[] };

/**
 * GET /api/payments/{extOrderId}, /api/gifts/{extOrderId} or /api/groupTickets/{extOrderId}: the order's status
 * from the database, asked again every 3 s while the payment is in progress (the buyer's return from PayU says
 * nothing about whether it was paid).
 */
export function useOrder(extOrderId: string, source: OrderSource = 'payment') {
  return useQuery({
    queryKey: [...checkoutKeys.order(extOrderId), source],
    queryFn: ({ signal }) =>
      api<TStatusOrder>(`${ORDER_PATH[source]}/${encodeURIComponent(extOrderId)}`, { signal }),
    refetchInterval: (query) =>
      query.state.data &&
      (isPaymentPending(query.state.data.status) || query.state.data.status === 'NOT_STARTED')
        ? ORDER_POLL_MS
        : false,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}
