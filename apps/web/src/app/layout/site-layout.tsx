import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { markMaintenance, usePublicConfig } from '@/lib/app-config';
import { setMaintenanceHandler } from '@/lib/api-client';
import { useIsAdmin } from '@/lib/session-store';
import { Loading } from '@/ui/feedback';
import { paths } from '@/lib/paths';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { SiteBars } from './site-bars';
import { CookieConsent } from './cookie-consent';
import { TermsAcceptance } from './terms-acceptance';
import styles from './layout.module.css';

/** Paths that stay open during maintenance (product-decisions §14). */
function openDuringMaintenance(pathname: string, params: URLSearchParams): boolean {
  return (
    pathname === paths.maintenance ||
    pathname === paths.adminSignIn ||
    (pathname === paths.signIn && params.has('login_token'))
  );
}

/**
 * Sends everyone but administrators to /przerwa-techniczna while maintenance is on: as the configuration says,
 * or as soon as the server refuses a call with 503 MAINTENANCE (it keeps maintenance; issue 19, item 21).
 */
export function MaintenanceGate({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => setMaintenanceHandler(() => markMaintenance(queryClient)), [queryClient]);
  const config = usePublicConfig();
  const admin = useIsAdmin();
  const location = useLocation();
  const [params] = useSearchParams();
  if (config?.maintenance && !admin && !openDuringMaintenance(location.pathname, params)) {
    return <Navigate to={paths.maintenance} replace />;
  }
  return children;
}

/**
 * The visitor layout (visitor-side.md §2): navbar, bars, the page, footer, cookie consent, terms modal. The cookie
 * bar comes first, before the skip link: a keyboard reaches the choice at once instead of after every link of
 * the page, which it covers until then.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <MaintenanceGate>
      <CookieConsent />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <SiteBars />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <TermsAcceptance />
    </MaintenanceGate>
  );
}
