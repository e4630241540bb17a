import type { SignOutReason } from '@/lib/api-client';
import { paths, signInWith } from '@/lib/paths';

/** Where a forced sign-out lands: /logowanie with the banner that explains why (visitor-side.md §8). */
export function forceSignOutTarget(reason: SignOutReason): string {
  return reason === 'signedOut' ? paths.signedOut : signInWith(reason);
}
