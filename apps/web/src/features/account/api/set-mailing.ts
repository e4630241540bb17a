import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import type { MailingState } from './get-mailing';
import { accountKeys } from './query-keys';

/** POST (subscribe) or DELETE (unsubscribe) /api/mailing/{userId}; the answer is the new state. */
export function useSetMailing(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      api<MailingState>(`/api/mailing/${userId}`, { method: subscribe ? 'POST' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(accountKeys.mailing(userId), state);
      const user = sessionStore.get()?.user;
      if (user && user.id === userId) sessionStore.updateUser({ ...user, mailing: state.mailing });
    },
  });
}
