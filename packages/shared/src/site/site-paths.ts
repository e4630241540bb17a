import { WEB_ROUTES } from './web-routes';

/**
 * The site's URL map: every address of a page that the server puts in an answer, a redirect or a mail, and every
 * link the web app makes to a page with a parameter, is built here, beside the router's patterns (`WEB_ROUTES`)
 * that it must match (visitor-side.md §2). Paths only: the server puts PUBLIC_URL in front of those it mails.
 */

export type TItemKind = 'event' | 'video';
export type TOrderStatusKind = TItemKind | 'gift' | 'group_ticket';

/** The Polish path segment of a product type in the item, payment and order-status routes. */
export const PRODUCT_PATH_SEGMENT: Record<TItemKind, string> = { event: 'wydarzenie', video: 'wideo' };

/** The order-status page's segment of each kind of order. */
export const ORDER_STATUS_SEGMENT: Record<TOrderStatusKind, string> = {
  ...PRODUCT_PATH_SEGMENT,
  gift: 'prezent',
  group_ticket: 'bilet-grupowy',
};

/** The query that switches an event or video page to the player view (visitor-side.md §2). */
export const WATCH_QUERY = 'ogladaj=true';

/** A mailed link's page and the query parameters it reads the token and the address from. */
export const MAILED_LINKS = {
  verify: { path: WEB_ROUTES.verifyAccount, tokenParam: 'token', emailParam: 'email' },
  reset: { path: WEB_ROUTES.newPassword, tokenParam: 'token', emailParam: 'email' },
  admin_login: { path: WEB_ROUTES.signIn, tokenParam: 'login_token', emailParam: 'login_email' },
} as const;

export type TMailedLink = keyof typeof MAILED_LINKS;

/** The page of an item by slug, or by id when it has no slug (`{slugOrId}`, product-decisions §6). */
export function itemPath(kind: TItemKind, item: { id: number; slug?: string | null }): string {
  return `/${PRODUCT_PATH_SEGMENT[kind]}/${encodeURIComponent(item.slug || String(item.id))}`;
}

/** An item's page opened on its player. */
export function watchHref(path: string): string {
  return `${path}?${WATCH_QUERY}`;
}

/** Signed-out visitors' buttons lead to sign-in and back (visitor-side.md §6). */
export function loginHref(returnPath: string): string {
  return `${WEB_ROUTES.signIn}?redirect=${encodeURIComponent(returnPath)}`;
}

/** A page of staff-written content (/n/{slug}). */
export function staticPagePath(slug: string): string {
  return `/n/${slug}`;
}

/** The payment page of an event or a video, by id. */
export function paymentPath(kind: TItemKind, productId: number | string): string {
  return `/platnosc/${PRODUCT_PATH_SEGMENT[kind]}/${productId}`;
}

/** An order's status page, by its number (extOrderId). */
export function orderStatusPath(kind: TOrderStatusKind, extOrderId: string): string {
  return `/status-zamowienia/${ORDER_STATUS_SEGMENT[kind]}/${encodeURIComponent(extOrderId)}`;
}

/** The administrator's page of a user (the visitor's own account is /konto). */
export function adminUserPath(userId: number | string): string {
  return `/konto/${userId}`;
}

/** A section of the back-office: /teapp-admin?view=… */
export function adminSectionPath(view: string): string {
  return `${WEB_ROUTES.admin}?${new URLSearchParams({ view })}`;
}

/** The codes section of the account page, where a code is activated (the web's codes-section.tsx: id="kody"). */
export const ACCOUNT_CODES_PATH = `${WEB_ROUTES.account}#kody`;

/** A mailed single-use link's path: its page with the token and the address it was sent to. */
export function mailedLinkPath(purpose: TMailedLink, token: string, email: string): string {
  const { path, tokenParam, emailParam } = MAILED_LINKS[purpose];
  return `${path}?${new URLSearchParams({ [tokenParam]: token, [emailParam]: email })}`;
}
