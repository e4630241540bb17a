import { useMutation } from '@tanstack/react-query';
import type { TPaymentLink } from '@scena/shared/commerce/unfinished-payment';
import { api } from './api-client';

/**
 * POST /api/payments/{extOrderId}/continue: PayU's page of the buyer's unfinished order (of any kind), while PayU
 * still takes the payment; the browser goes there.
 */
export function useContinuePayment() {
  return useMutation({
    mutationFn: (extOrderId: string) =>
      api<TPaymentLink>(`/api/payments/${encodeURIComponent(extOrderId)}/continue`, { method: 'POST' }),
    onSuccess: (link) => window.location.assign(link.redirectUri),
  });
}
