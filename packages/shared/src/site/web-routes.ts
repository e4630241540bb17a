/**
 * Every page of the web app, as react-router path patterns (visitor-side.md §2). The web router declares exactly
 * these (apps/web/src/app/router.test.ts holds it to that), and the server answers any other address with the
 * not-found page and HTTP 404, so search engines and link checkers see the truth.
 */
export const WEB_ROUTES = {
  home: '/',
  publicHome: '/strona-glowna',
  signIn: '/logowanie',
  adminSignIn: '/admin-login',
  signInLinkSent: '/logowanie-link',
  signedOut: '/wylogowano',
  signUp: '/rejestracja',
  signUpSuccess: '/rejestracja/sukces',
  verifyAccount: '/weryfikacja-konta',
  resetPassword: '/resetowanie-hasla',
  resetPasswordInfo: '/resetowanie-hasla/informacja',
  newPassword: '/nowe-haslo',
  maintenance: '/przerwa-techniczna',
  account: '/konto',
  search: '/szukaj',
  staticPage: '/n/:slug',
  terms: '/regulamin',
  policy: '/polityka',
  contact: '/kontakt',
  accessibility: '/deklaracja-dostepnosci',
  event: '/wydarzenie/:slugOrId',
  // The public variants are for signed-out visitors; the pages redirect between them (visitor-side.md §2).
  eventPublic: '/wydarzenie/:slugOrId/publiczne',
  eventPublicAlt: '/wydarzenie/:slugOrId/publiczny',
  video: '/wideo/:slugOrId',
  videoPublic: '/wideo/:slugOrId/publiczne',
  videoPublicAlt: '/wideo/:slugOrId/publiczny',
  giftPayment: '/platnosc/prezent',
  eventPayment: '/platnosc/wydarzenie/:productId',
  videoPayment: '/platnosc/wideo/:productId',
  productPayment: '/platnosc/:productType/:productId',
  eventOrderStatus: '/status-zamowienia/wydarzenie/:extOrderId',
  videoOrderStatus: '/status-zamowienia/wideo/:extOrderId',
  giftOrderStatus: '/status-zamowienia/prezent/:extOrderId',
  groupTicketOrderStatus: '/status-zamowienia/bilet-grupowy/:extOrderId',
  error: '/error',
  admin: '/teapp-admin',
  adminUsers: '/teapp-admin/uzytkownicy',
  adminUser: '/konto/:userId',
} as const;

export type TWebRoute = keyof typeof WEB_ROUTES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * As react-router matches: a `:param` is one non-empty segment, a trailing slash is allowed, case is ignored.
 */
const ROUTE_PATTERNS = Object.values(WEB_ROUTES).map(
  (route) =>
    new RegExp(
      `^(?=/)${route
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/')
        .replace(/\/$/, '')}/?$`,
      'i',
    ),
);

/** Whether an address (its path, without the query) is a page of the web app. */
export function isWebRoute(pathname: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
