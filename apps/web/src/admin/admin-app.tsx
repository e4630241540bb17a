import { AdminProviders } from './admin-providers';
import { AdminLayout } from './layout/admin-layout';

/**
 * The back-office at /teapp-admin (lazy, behind RequireAdmin): the only part of the web app that uses antd
 * (frontend-recipe.md). Its language follows the app's i18n.
 */
export function AdminApp() {
  return (
    <AdminProviders>
      <AdminLayout />
    </AdminProviders>
  );
}
