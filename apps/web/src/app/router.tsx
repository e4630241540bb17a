import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { forcedSignOutLanded, setForcedSignOutHandler } from '@/lib/api-client';
import { forceSignOutTarget } from './sign-out-target';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { MaintenanceGate, SiteLayout } from './layout/site-layout';
import { RouteErrorBoundary } from './route-error';
import { paths } from '@/lib/paths';
import { Loading } from '@/ui/feedback';

/** A page in its own chunk, loaded when first visited. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = lazyPage(
  () => import('@/features/home/routes/home-page'),
  (m) => m.HomePage,
);
const PublicHomePage = lazyPage(
  () => import('@/features/home/routes/public-home-page'),
  (m) => m.PublicHomePage,
);
const SignInPage = lazyPage(
  () => import('@/features/auth/routes/sign-in-page'),
  (m) => m.SignInPage,
);
const AdminSignInPage = lazyPage(
  () => import('@/features/auth/routes/admin-sign-in-page'),
  (m) => m.AdminSignInPage,
);
const SignInLinkSentPage = lazyPage(
  () => import('@/features/auth/routes/sign-in-link-sent-page'),
  (m) => m.SignInLinkSentPage,
);
const SignedOutPage = lazyPage(
  () => import('@/features/auth/routes/signed-out-page'),
  (m) => m.SignedOutPage,
);
const SignUpPage = lazyPage(
  () => import('@/features/auth/routes/sign-up-page'),
  (m) => m.SignUpPage,
);
const SignUpSuccessPage = lazyPage(
  () => import('@/features/auth/routes/sign-up-success-page'),
  (m) => m.SignUpSuccessPage,
);
const VerifyAccountPage = lazyPage(
  () => import('@/features/auth/routes/verify-account-page'),
  (m) => m.VerifyAccountPage,
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/routes/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ResetPasswordInfoPage = lazyPage(
  () => import('@/features/auth/routes/reset-password-info-page'),
  (m) => m.ResetPasswordInfoPage,
);
const NewPasswordPage = lazyPage(
  () => import('@/features/auth/routes/new-password-page'),
  (m) => m.NewPasswordPage,
);
const MaintenancePage = lazyPage(
  () => import('@/features/site/routes/maintenance-page'),
  (m) => m.MaintenancePage,
);
const AccountPage = lazyPage(
  () => import('@/features/account/routes/account-page'),
  (m) => m.AccountPage,
);
const SearchPage = lazyPage(
  () => import('@/features/site/routes/search-page'),
  (m) => m.SearchPage,
);
const ErrorPage = lazyPage(
  () => import('@/features/site/routes/error-page'),
  (m) => m.ErrorPage,
);
const NotFoundPage = lazyPage(
  () => import('@/features/site/routes/not-found-page'),
  (m) => m.NotFoundPage,
);
const StaticPage = lazy(async () => ({
  default: (await import('@/features/pages/routes/static-page')).StaticPage,
}));
const EventPage = lazyPage(
  () => import('@/features/catalog/routes/event-page'),
  (m) => m.EventPage,
);
const VideoPage = lazyPage(
  () => import('@/features/catalog/routes/video-page'),
  (m) => m.VideoPage,
);
const GiftPaymentPage = lazyPage(
  () => import('@/features/checkout/routes/gift-payment-page'),
  (m) => m.GiftPaymentPage,
);
const PaymentPage = lazy(async () => ({
  default: (await import('@/features/checkout/routes/payment-page')).PaymentPage,
}));
const OrderStatusPage = lazy(async () => ({
  default: (await import('@/features/checkout/routes/order-status-page')).OrderStatusPage,
}));
const AdminApp = lazyPage(
  () => import('@/admin/admin-app'),
  (m) => m.AdminApp,
);

const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

/** Registers where a forced sign-out goes (the API client lives outside React). */
function ForcedSignOutNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setForcedSignOutHandler((reason) => navigate(forceSignOutTarget(reason), { replace: true }));
  }, [navigate]);
  useEffect(() => {
    if (location.pathname === paths.signIn || location.pathname === paths.signedOut) forcedSignOutLanded();
  }, [location]);
  return null;
}

/** Every route of the web app (visitor-side.md §2); guards per visitor-side.md §6. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <ForcedSignOutNavigation />
      <RouteErrorBoundary>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route
              path={paths.home}
              element={
                <RequireUser fallback={paths.publicHome}>
                  <HomePage />
                </RequireUser>
              }
            />
            <Route path={paths.publicHome} element={guest(<PublicHomePage />)} />
            <Route
              path={paths.signIn}
              element={
                <GuestOnly allowWhen={(params) => params.has('login_token')}>
                  <SignInPage />
                </GuestOnly>
              }
            />
            <Route path={paths.adminSignIn} element={guest(<AdminSignInPage />)} />
            <Route path={paths.signInLinkSent} element={<SignInLinkSentPage />} />
            <Route path={paths.signedOut} element={<SignedOutPage />} />
            <Route path={paths.signUp} element={guest(<SignUpPage />)} />
            <Route path={paths.signUpSuccess} element={<SignUpSuccessPage />} />
            <Route path={paths.verifyAccount} element={guest(<VerifyAccountPage />)} />
            <Route path={paths.resetPassword} element={guest(<ResetPasswordPage />)} />
            <Route path={paths.resetPasswordInfo} element={<ResetPasswordInfoPage />} />
            <Route path={paths.newPassword} element={guest(<NewPasswordPage />)} />
            <Route path={paths.maintenance} element={<MaintenancePage />} />
            <Route
              path={paths.account}
              element={
                <RequireUser>
                  <AccountPage />
                </RequireUser>
              }
            />
            <Route path={paths.search} element={<SearchPage />} />
            <Route path="/n/:slug" element={<StaticPage />} />
            <Route path={paths.terms} element={<StaticPage slug="regulamin" />} />
            <Route path={paths.policy} element={<StaticPage slug="polityka" />} />
            <Route path={paths.contact} element={<StaticPage slug="kontakt" />} />
            <Route path={paths.accessibility} element={<StaticPage slug="deklaracja-dostepnosci" />} />
            {/* The public variants are for signed-out visitors; the pages redirect between them (visitor-side.md §2). */}
            {['', '/publiczne', '/publiczny'].map((suffix) => (
              <Route key={`event${suffix}`} path={`/wydarzenie/:slugOrId${suffix}`} element={<EventPage />} />
            ))}
            {['', '/publiczne', '/publiczny'].map((suffix) => (
              <Route key={`video${suffix}`} path={`/wideo/:slugOrId${suffix}`} element={<VideoPage />} />
            ))}
            <Route
              path="/platnosc/prezent"
              element={
                <RequireUser>
                  <GiftPaymentPage />
                </RequireUser>
              }
            />
            <Route
              path="/platnosc/wydarzenie/:productId"
              element={
                <RequireUser>
                  <PaymentPage type="event" />
                </RequireUser>
              }
            />
            <Route
              path="/platnosc/wideo/:productId"
              element={
                <RequireUser>
                  <PaymentPage type="video" />
                </RequireUser>
              }
            />
            <Route
              path="/platnosc/:productType/:productId"
              element={
                <RequireUser>
                  <PaymentPage />
                </RequireUser>
              }
            />
            {['wydarzenie', 'wideo', 'prezent', 'bilet-grupowy'].map((segment) => (
              <Route
                key={segment}
                path={`/status-zamowienia/${segment}/:extOrderId`}
                element={
                  <RequireUser>
                    <OrderStatusPage segment={segment} />
                  </RequireUser>
                }
              />
            ))}
            <Route path={paths.error} element={<ErrorPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route
            element={
              <MaintenanceGate>
                <Suspense fallback={<Loading />}>
                  <Outlet />
                </Suspense>
              </MaintenanceGate>
            }
          >
            <Route
              path={paths.admin}
              element={
                <RequireAdmin>
                  <AdminApp />
                </RequireAdmin>
              }
            />
            <Route
              path={paths.adminUsers}
              element={
                <RequireAdmin>
                  <AdminApp />
                </RequireAdmin>
              }
            />
            <Route
              path="/konto/:userId"
              element={
                <RequireAdmin>
                  <AdminApp />
                </RequireAdmin>
              }
            />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
