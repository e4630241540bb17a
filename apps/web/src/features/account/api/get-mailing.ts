import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

export interface MailingState {
  mailing: boolean;
}

/** GET /api/mailing/{userId}: is the account subscribed to the newsletter? */
export function useMailing(userId: number) {
  return useQuery({
    queryKey: accountKeys.mailing(userId),
    queryFn: ({ signal }) => api<MailingState>(`/api/mailing/${userId}`, { signal }),
  });
}
