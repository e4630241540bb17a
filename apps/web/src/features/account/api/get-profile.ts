import { useQuery } from '@tanstack/react-query';
import type { TUser } from '@scena/shared/users/schemas';
import { api } from '@/lib/api-client';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import { accountKeys } from './query-keys';

interface SessionState {
  user: TUser;
  expiresAt: string;
}

/**
 * The signed-in user as the server has it now (GET /api/users/validate-session), kept in the session store.
 * Starts from the stored user, so the page shows at once and refreshes behind it.
 */
export function useProfile() {
  const stored = useCurrentUser();
  const userId = stored?.id ?? 0;
  return useQuery({
    queryKey: accountKeys.profile(userId),
    queryFn: async ({ signal }) => {
      const { user } = await api<SessionState>('/api/users/validate-session', { signal });
      sessionStore.updateUser(user);
      return user;
    },
    enabled: userId > 0,
    initialData: stored ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
