import { useQuery } from '@tanstack/react-query';
import type { TUserCode } from '@scena/shared/commerce/codes';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** GET /api/users/{id}/codes: the account's activated discount codes. */
export function useCodes(userId: number) {
  return useQuery({
    queryKey: accountKeys.codes(userId),
    queryFn: ({ signal }) => api<TUserCode[]>(`/api/users/${userId}/codes`, { signal }),
  });
}
