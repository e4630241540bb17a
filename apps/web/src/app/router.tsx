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
import { ORDER_STATUS_SEGMENT } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
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
              path={WEB_ROUTES.home}
              element={
                <RequireUser fallback={paths.publicHome}>
                  <HomePage />
                </RequireUser>
              }
            />
            <Route path={WEB_ROUTES.publicHome} element={guest(<PublicHomePage />)} />
            <Route
              path={WEB_ROUTES.signIn}
              element={
                <GuestOnly allowWhen={(params) => params.has('login_token')}>
                  <SignInPage />
                </GuestOnly>
              }
            />
            <Route path={WEB_ROUTES.adminSignIn} element={guest(<AdminSignInPage />)} />
            <Route path={WEB_ROUTES.signInLinkSent} element={<SignInLinkSentPage />} />
            <Route path={WEB_ROUTES.signedOut} element={<SignedOutPage />} />
            <Route path={WEB_ROUTES.signUp} element={guest(<SignUpPage />)} />
            <Route path={WEB_ROUTES.signUpSuccess} element={<SignUpSuccessPage />} />
            <Route path={WEB_ROUTES.verifyAccount} element={guest(<VerifyAccountPage />)} />
            <Route path={WEB_ROUTES.resetPassword} element={guest(<ResetPasswordPage />)} />
            <Route path={WEB_ROUTES.resetPasswordInfo} element={<ResetPasswordInfoPage />} />
            <Route path={WEB_ROUTES.newPassword} element={guest(<NewPasswordPage />)} />
            <Route path={WEB_ROUTES.maintenance} element={<MaintenancePage />} />
            <Route
              path={WEB_ROUTES.account}
              element={
                <RequireUser>
                  <AccountPage />
                </RequireUser>
              }
            />
            <Route path={WEB_ROUTES.search} element={<SearchPage />} />
            <Route path={WEB_ROUTES.staticPage} element={<StaticPage />} />
            <Route path={WEB_ROUTES.terms} element={<StaticPage slug="regulamin" />} />
            <Route path={WEB_ROUTES.policy} element={<StaticPage slug="polityka" />} />
            <Route path={WEB_ROUTES.contact} element={<StaticPage slug="kontakt" />} />
            <Route path={WEB_ROUTES.accessibility} element={<StaticPage slug="deklaracja-dostepnosci" />} />
            {/* The public variants are for signed-out visitors; the pages redirect between them (visitor-side.md §2). */}
            {[WEB_ROUTES.event, WEB_ROUTES.eventPublic, WEB_ROUTES.eventPublicAlt].map((route) => (
              <Route key={route} path={route} element={<EventPage />} />
            ))}
            {[WEB_ROUTES.video, WEB_ROUTES.videoPublic, WEB_ROUTES.videoPublicAlt].map((route) => (
              <Route key={route} path={route} element={<VideoPage />} />
            ))}
            <Route
              path={WEB_ROUTES.giftPayment}
              element={
                <RequireUser>
                  <GiftPaymentPage />
                </RequireUser>
              }
            />
            <Route
              path={WEB_ROUTES.eventPayment}
              element={
                <RequireUser>
                  <PaymentPage type="event" />
                </RequireUser>
              }
            />
            <Route
              path={WEB_ROUTES.videoPayment}
              element={
                <RequireUser>
                  <PaymentPage type="video" />
                </RequireUser>
              }
            />
            <Route
              path={WEB_ROUTES.productPayment}
              element={
                <RequireUser>
                  <PaymentPage />
                </RequireUser>
              }
            />
            {(
              [
                [WEB_ROUTES.eventOrderStatus, ORDER_STATUS_SEGMENT.event],
                [WEB_ROUTES.videoOrderStatus, ORDER_STATUS_SEGMENT.video],
                [WEB_ROUTES.giftOrderStatus, ORDER_STATUS_SEGMENT.gift],
                [WEB_ROUTES.groupTicketOrderStatus, ORDER_STATUS_SEGMENT.group_ticket],
              ] as const
            ).map(([route, segment]) => (
              <Route
                key={segment}
                path={route}
                element={
                  <RequireUser>
                    <OrderStatusPage segment={segment} />
                  </RequireUser>
                }
              />
            ))}
            <Route path={WEB_ROUTES.error} element={<ErrorPage />} />
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
              path={WEB_ROUTES.admin}
              element={
                <RequireAdmin>
                  <AdminApp />
                </RequireAdmin>
              }
            />
            <Route
              path={WEB_ROUTES.adminUsers}
              element={
                <RequireAdmin>
                  <AdminApp />
                </RequireAdmin>
              }
            />
            <Route
              path={WEB_ROUTES.adminUser}
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
