import { useNavigate } from 'react-router';
import { api } from './api-client';
import { paths } from './paths';

/** Navigation state that tells /wylogowano to clear the stored session once it is shown. */
export const SIGN_OUT_STATE = { signOut: true } as const;

/**
 * Signs out and lands on /wylogowano. The session is cleared by that page, not here: the router's navigation is
 * a transition and the session store is not, so clearing first would let the current page's guard send the
 * user to sign-in before /wylogowano is shown.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return async (options: { endServerSession?: boolean } = {}) => {
    if (options.endServerSession !== false) {
      try {
        await api('/api/auth/logout', { method: 'POST', skipSessionHandling: true });
      } catch {
        // Signing out locally is what matters; the server session ends with its expiry anyway.
      }
    }
    navigate(paths.signedOut, { replace: true, state: SIGN_OUT_STATE });
  };
}
