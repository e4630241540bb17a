import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TEditUser } from '@scena/shared/users/schemas';
import type { TBan, TBanCreate } from '@scena/shared/users/bans';
import type { TAdminUserDetail, TUserList, TUserListQuery } from '@scena/shared/users/user-list';
import { api } from '@/lib/api-client';
import { userName } from './user-links';

/** Everything of the people screens is under this key: a change to a user or a ban refreshes all of it. */
export const usersKey = ['admin', 'users'] as const;
export const bansKey = ['admin', 'bans'] as const;

export const userDetailKey = (userId: number) => [...usersKey, 'detail', userId] as const;

/** The list's query string; values at their defaults are left out, as the server fills them in. */
export function userListSearch(query: Partial<TUserListQuery>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/**
 * GET /api/users: a page of users matching the search, sorted on the server. The previous page stays on screen
 * while the next one loads, so the table does not jump.
 */
export function useUserList(query: Partial<TUserListQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => api<TUserList>(`/api/users?${userListSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** GET /api/users/{id}: the account, its four kinds of orders and its bans. */
function userDetailQuery(userId: number) {
  return {
    queryKey: userDetailKey(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api<TAdminUserDetail>(`/api/users/${userId}`, { signal }),
  };
}

export function useUserDetail(userId: number) {
  return useQuery(userDetailQuery(userId));
}

/**
 * The name of the user whose page is open, once the page has read it (for the page's title); reads the cache
 * only, never the network.
 */
export function useUserNameOf(userId: string): string | null {
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : 0;
  // The page's own query (same key and fetcher), never fetched from here.
  const detail = useQuery({ ...userDetailQuery(id), enabled: false });
  return detail.data ? userName(detail.data.user) : null;
}

/** PUT /api/users/{id} as an administrator: e-mail and role included. The page reads the user again. */
export function useAdminEditUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditUser) => api<TAdminUser>(`/api/users/${userId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** GET /api/bans: every ban, newest first. */
export function useBans() {
  return useQuery({
    queryKey: [...bansKey, 'list'],
    queryFn: ({ signal }) => api<TBan[]>('/api/bans', { signal }),
  });
}

/** POST /api/bans: blocks the user at once (their sessions end). */
export function useCreateBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBanCreate) => api<TBan>('/api/bans', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bansKey });
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}

/** DELETE /api/bans/{id}: lifts the ban. */
export function useDeleteBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banId: number) => api<{ ok: true }>(`/api/bans/${banId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bansKey });
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}

/** The user's page and lists are read again after a change made through the account's own calls. */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}
