import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isForcedSignOutPending } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session-store';

/** The public variants of the event and video pages (visitor-side.md §2; one source spells it /publiczny). */
const PUBLIC_SUFFIX = /\/(publiczne|publiczny)\/?$/;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_SUFFIX.test(pathname);
}

/**
 * Where the page belongs for this viewer, or null when it is already there: signed-out visitors on the plain
 * path go to the /publiczne variant, signed-in users on a public variant back to the plain path.
 */
export function publicPathTarget(pathname: string, signedIn: boolean): string | null {
  const isPublic = isPublicPath(pathname);
  if (signedIn && isPublic) return pathname.replace(PUBLIC_SUFFIX, '');
  if (!signedIn && !isPublic) return `${pathname.replace(/\/+$/, '')}/publiczne`;
  return null;
}

/** Renders the page only on the path that fits the viewer; otherwise replaces the URL (query kept). */
export function PublicPathSwitch({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  // A forced sign-out is on its way to /logowanie with its banner: do not race it.
  if (!user && isForcedSignOutPending()) return null;
  const target = publicPathTarget(location.pathname, Boolean(user));
  if (target) return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  return children;
}
