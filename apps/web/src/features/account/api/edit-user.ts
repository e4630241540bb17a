import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TUser, ZEditOwnUser } from '@scena/shared/users/schemas';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { accountKeys } from './query-keys';

export type EditUserValues = z.output<typeof ZEditOwnUser>;

/** PUT /api/users/{id}: the owner's own data. E-mail and role are the administrator's, so they are never sent. */
export function useEditUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EditUserValues) => {
      const { email: _email, role_id: _role, password, repeatpassword, current_password, ...rest } = values;
      const body = password ? { ...rest, password, repeatpassword, current_password } : rest;
      return api<TUser>(`/api/users/${userId}`, { method: 'PUT', body });
    },
    onSuccess: async (user) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(accountKeys.profile(userId), user);
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) });
    },
  });
}
