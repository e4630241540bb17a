import { useMutation } from '@tanstack/react-query';
import type { TPurchase, TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import { api } from '@/lib/api-client';

/** POST /api/payments/{eventId} or /api/videopayments/{videoId} (visitor-side.md §7). */
export function usePurchase(type: TProductType, productId: number) {
  return useMutation({
    mutationFn: (body: TPurchase) =>
      api<TPurchaseAnswer>(`/api/${type === 'event' ? 'payments' : 'videopayments'}/${productId}`, {
        method: 'POST',
        body,
      }),
  });
}
