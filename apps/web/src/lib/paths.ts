import { WEB_ROUTES } from '@scena/shared/site/web-routes';

/**
 * Every route of the web app (visitor-side.md §2): the router's patterns, shared with the server's 404
 * (`WEB_ROUTES`), and the links made from those that take a parameter.
 */
export const paths = {
  ...WEB_ROUTES,
  staticPage: (slug: string) => `/n/${slug}`,
  payment: (type: 'event' | 'video', id: number | string) =>
    `/platnosc/${type === 'event' ? 'wydarzenie' : 'wideo'}/${id}`,
  orderStatus: (type: 'event' | 'video', extOrderId: string) =>
    `/status-zamowienia/${type === 'event' ? 'wydarzenie' : 'wideo'}/${encodeURIComponent(extOrderId)}`,
  /** The administrator's page of a user (the visitor's own account is /konto). */
  adminUser: (userId: number) => `/konto/${userId}`,
} as const;

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
