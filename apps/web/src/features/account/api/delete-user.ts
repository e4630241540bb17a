import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/users/{id}: sessions revoked, personal data erased; the caller signs out locally. */
export function useDeleteUser(userId: number) {
  return useMutation({
    mutationFn: () => api<{ ok: true }>(`/api/users/${userId}`, { method: 'DELETE' }),
  });
}
