import type { TAdminUser } from '@scena/shared/users/schemas';
import { paths } from '@/lib/paths';

/** The full list, opened on a search. */
export function userListPath(search = ''): string {
  return search ? `${paths.adminUsers}?${new URLSearchParams({ search })}` : paths.adminUsers;
}

/** "Imię Nazwisko", or the e-mail when the name is empty. */
export function userName(user: Pick<TAdminUser, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}
