import { useQuery } from '@tanstack/react-query';
import { isPaymentPending } from '@scena/shared/catalog/payment-status';
import type { TOrder } from '@scena/shared/commerce/orders';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** How often an order still being paid is asked about again. */
export const ORDER_POLL_MS = 3000;

/**
 * GET /api/payments/{extOrderId}: the order's status from the database, asked again every 3 s while the payment
 * is in progress (the buyer's return from PayU says nothing about whether it was paid).
 */
export function useOrder(extOrderId: string) {
  return useQuery({
    queryKey: checkoutKeys.order(extOrderId),
    queryFn: ({ signal }) => api<TOrder>(`/api/payments/${encodeURIComponent(extOrderId)}`, { signal }),
    refetchInterval: (query) =>
      query.state.data &&
      (isPaymentPending(query.state.data.status) || query.state.data.status === 'NOT_STARTED')
        ? ORDER_POLL_MS
        : false,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}
