import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '@scena/shared/commerce/orders';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** GET /api/payments/user and /api/videopayments/user: the signed-in user's orders, newest first. */
export function useOrders(userId: number, kind: 'event' | 'video') {
  return useQuery({
    queryKey: accountKeys.orders(userId, kind),
    queryFn: ({ signal }) =>
      api<TOrder[]>(kind === 'event' ? '/api/payments/user' : '/api/videopayments/user', { signal }),
  });
}
