import { useQuery } from '@tanstack/react-query';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** Under the user's key (accountKeys.all), so that everything about one user is dropped together. */
export const giftOrdersKey = (userId: number) => [...accountKeys.all, userId, 'gift-orders'] as const;

/** GET /api/gifts/user: the gifts the signed-in user bought, newest first, each with the code it made. */
export function useGiftOrders(userId: number) {
  return useQuery({
    queryKey: giftOrdersKey(userId),
    queryFn: ({ signal }) => api<TOrderWithCodes[]>('/api/gifts/user', { signal }),
  });
}
