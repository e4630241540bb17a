import { useMatch, useSearchParams } from 'react-router';
import { adminSectionPath } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import { ADMIN_SECTIONS, paths } from '@/lib/paths';

export { ADMIN_SECTIONS };

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_SECTION: AdminSection = 'videos';

export function isAdminSection(value: string | null): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');
}

/** The link of a section: /teapp-admin?view=… */
export function sectionPath(section: AdminSection): string {
  return adminSectionPath(section);
}

/** Which screen of the back-office the address shows. */
export type AdminPage =
  | { kind: 'section'; section: AdminSection }
  | { kind: 'userList'; section: 'users' }
  | { kind: 'userDetail'; section: 'users'; userId: string };

/**
 * /teapp-admin?view=… picks the section (unknown or missing → videos); /teapp-admin/uzytkownicy and
 * /konto/:userId belong to "users".
 */
export function useAdminPage(): AdminPage {
  const [params] = useSearchParams();
  const userList = useMatch(paths.adminUsers);
  const userDetail = useMatch(WEB_ROUTES.adminUser);
  if (userList) return { kind: 'userList', section: 'users' };
  if (userDetail?.params.userId) {
    return { kind: 'userDetail', section: 'users', userId: userDetail.params.userId };
  }
  const view = params.get('view');
  return { kind: 'section', section: isAdminSection(view) ? view : DEFAULT_SECTION };
}
