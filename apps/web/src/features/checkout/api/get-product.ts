import { useQuery } from '@tanstack/react-query';
import type { TEvent } from '@scena/shared/catalog/events';
import type { TVideo } from '@scena/shared/catalog/videos';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import { api } from '@/lib/api-client';
import { inlinedAnswer } from '@/lib/initial-data';
import { useCurrentUser } from '@/lib/session-store';
import { checkoutKeys } from './query-keys';

export type CheckoutProduct = { type: 'event'; item: TEvent } | { type: 'video'; item: TVideo };

/**
 * The product being bought, as the signed-in buyer sees it (GET /api/events/{id} or /api/videos/{id}): its price
 * with the buyer's best code (newPrice, usedCode), access, payment status and country block. Always fresh: the
 * page decides from it whether the purchase is possible. The public answer the server inlined stands in
 * meanwhile (`isPlaceholderData`), for the summary only.
 */
export function useCheckoutProduct(type: TProductType, id: string, language: string) {
  const user = useCurrentUser();
  const inline = inlinedAnswer<TEvent | TVideo>(type, language, (item) => String(item.id) === id);
  return useQuery<CheckoutProduct>({
    placeholderData: inline ? ({ type, item: inline } as CheckoutProduct) : undefined,
    queryKey: checkoutKeys.product(type, id, user?.id ?? 0, language),
    queryFn: async ({ signal }) => {
      const path = type === 'event' ? '/api/events/' : '/api/videos/';
      const item = await api<TEvent | TVideo>(`${path}${encodeURIComponent(id)}`, { signal });
      return { type, item } as CheckoutProduct;
    },
    enabled: Boolean(user),
    staleTime: 0,
  });
}
