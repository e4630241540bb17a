import { useMutation } from '@tanstack/react-query';
import type { TOrder } from '@scena/shared/commerce/orders';
import { api } from './api-client';

/**
 * POST /api/payments/{extOrderId}/drop: the buyer gives up their unfinished payment (of any kind); PayU cancels it
 * and its ticket is free at once. Answers the order as it is now.
 */
export function useDropPayment() {
  return useMutation({
    mutationFn: (extOrderId: string) =>
      api<TOrder>(`/api/payments/${encodeURIComponent(extOrderId)}/drop`, { method: 'POST' }),
  });
}
