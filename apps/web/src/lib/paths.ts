/** Every route of the web app in one place (visitor-side.md §2). */
export const paths = {
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
  staticPage: (slug: string) => `/n/${slug}`,
  terms: '/regulamin',
  policy: '/polityka',
  contact: '/kontakt',
  accessibility: '/deklaracja-dostepnosci',
  error: '/error',
  payment: (type: 'event' | 'video', id: number | string) =>
    `/platnosc/${type === 'event' ? 'wydarzenie' : 'wideo'}/${id}`,
  orderStatus: (type: 'event' | 'video', extOrderId: string) =>
    `/status-zamowienia/${type === 'event' ? 'wydarzenie' : 'wideo'}/${encodeURIComponent(extOrderId)}`,
  admin: '/teapp-admin',
  adminUsers: '/teapp-admin/uzytkownicy',
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
