import { useQuery } from '@tanstack/react-query';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** Under the user's key (accountKeys.all), so that everything about one user is dropped together. */
export const groupOrdersKey = (userId: number) => [...accountKeys.all, userId, 'group-orders'] as const;

/** GET /api/groupTickets/user: the group tickets the signed-in user bought, newest first, with their codes. */
export function useGroupOrders(userId: number) {
  return useQuery({
    queryKey: groupOrdersKey(userId),
    queryFn: ({ signal }) => api<TOrderWithCodes[]>('/api/groupTickets/user', { signal }),
  });
}
