import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@scena/shared/http/redirect';
import { useCurrentUser, useIsAdmin } from '@/lib/session-store';
import { isForcedSignOutPending } from '@/lib/api-client';
import { paths, signInRedirectingTo } from '@/lib/paths';

/** Signed-in users only; others go to sign-in, which brings them back (visitor-side.md §6). */
export function RequireUser({ children, fallback }: { children: ReactNode; fallback?: string }) {
  const user = useCurrentUser();
  const location = useLocation();
  // A forced sign-out is on its way to /logowanie with its banner: do not race it with a redirect= link.
  if (!user && isForcedSignOutPending()) return null;
  if (!user)
    return (
      <Navigate to={fallback ?? signInRedirectingTo(`${location.pathname}${location.search}`)} replace />
    );
  return children;
}

/** Administrators only (role 1); anyone else goes to /logowanie. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const admin = useIsAdmin();
  const location = useLocation();
  if (!user && isForcedSignOutPending()) return null;
  if (!user) return <Navigate to={signInRedirectingTo(`${location.pathname}${location.search}`)} replace />;
  if (!admin) return <Navigate to={paths.signIn} replace />;
  return children;
}

/** Pages for signed-out visitors (sign-in, sign-up, reset…): a signed-in user goes on to `redirect=` or home. */
export function GuestOnly({
  children,
  allowWhen,
}: {
  children: ReactNode;
  allowWhen?: (params: URLSearchParams) => boolean;
}) {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  if (user && !allowWhen?.(params)) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
  return children;
}
