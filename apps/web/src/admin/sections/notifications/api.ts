import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppConfig } from '@scena/shared/settings/app-config';
import type { TNewContentNotification, TNewContentQueued } from '@scena/shared/settings/notifications';
import { api } from '@/lib/api-client';
import { adminConfigQueryKey } from '../../api/get-admin-config';

/** POST /api/notifications/newcontent: queues the mails and answers how many, with the new "last sent" date. */
export function sendNewContent(body: TNewContentNotification): Promise<TNewContentQueued> {
  return api<TNewContentQueued>('/api/notifications/newcontent', { method: 'POST', body });
}

export function useSendNewContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewContent,
    onSuccess: (answer) => {
      queryClient.setQueryData<TAppConfig>(adminConfigQueryKey, (config) =>
        config ? { ...config, notify_newcontent_date: answer.notify_newcontent_date } : config,
      );
    },
  });
}
