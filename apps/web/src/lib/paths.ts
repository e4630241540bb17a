import { adminUserPath, orderStatusPath, paymentPath, staticPagePath } from '@scena/shared/site/site-paths';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';

/**
 * Every route of the web app (visitor-side.md §2): the router's patterns, shared with the server's 404
 * (`WEB_ROUTES`), and the links made from those that take a parameter (the shared URL map, `site-paths`).
 */
export const paths = {
  ...WEB_ROUTES,
  staticPage: staticPagePath,
  payment: paymentPath,
  orderStatus: orderStatusPath,
  adminUser: adminUserPath,
} as const;

/** What an order bought: a ticket or a rental for the buyer ('payment'), or a gift or a group ticket for others. */
export type PurchaseSource = 'payment' | 'gift' | 'group_ticket';

/**
 * Where buying the same again starts (a failed or dropped payment): the product's payment page — for the buyer,
 * its group ticket (?rodzaj=grupowy) or its gift (?rodzaj=prezent) — or the gift for any product.
 */
export function purchaseAgainPath(
  order: { event_id: number | null; video_id: number | null },
  source: PurchaseSource,
): string {
  const product =
    order.event_id !== null
      ? paths.payment('event', order.event_id)
      : order.video_id !== null
        ? paths.payment('video', order.video_id)
        : null;
  if (!product) return source === 'gift' ? paths.giftPayment : paths.home;
  if (source === 'group_ticket') return `${product}?rodzaj=grupowy`;
  if (source === 'gift') return `${product}?rodzaj=prezent`;
  return product;
}

export type SignInFlag = 'redirect' | 'anotherUser' | 'wrongToken' | 'sessionEnd' | 'userBlocked';

/** /logowanie with one of its banner flags. */
export function signInWith(flag: Exclude<SignInFlag, 'redirect'>): string {
  return `${paths.signIn}?${flag}=true`;
}

export function signInRedirectingTo(path: string): string {
  return `${paths.signIn}?${new URLSearchParams({ redirect: path })}`;
}

/** Every section of the back-office in the spec's order (admin-commerce-people.md §2 "Admin panel"). */
export const ADMIN_SECTIONS = [
  'videos',
  'hosted_videos',
  'events',
  'festival',
  'galleries',
  'users',
  'limitations',
  'payments',
  'invoices',
  'views',
  'notifications',
  'statistics',
  'categories',
  'slider_settings',
  'about_versions',
  'help',
  'advertisement_settings',
  'group_tickets',
  'gifts',
  'promotion_codes',
  // Beyond the spec's sections: who changed what (issue 10).
  'audit',
] as const;
