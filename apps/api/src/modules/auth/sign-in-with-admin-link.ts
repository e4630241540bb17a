import { ROLE, ZAdminLinkSignIn, type TAdminLinkSignIn, type TSession } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { userBlocked } from '../../lib/errors';
import { findUserByEmail } from '../users';
import { adminLinkInvalid } from './auth-errors';
import { consumeLinkToken, findActiveBan } from './auth.repository';
import { startSession, type SignInOrigin } from './start-session';

/**
 * POST /api/auth/admin: the second step of an administrator's sign-in. The link works once, for 10 minutes, and
 * only for an account that is still an administrator. It carries no "remember", so the session is a standard one.
 */
export async function signInWithAdminLink(
  deps: AppDeps,
  input: TAdminLinkSignIn,
  origin: SignInOrigin,
): Promise<TSession> {
  const form = ZAdminLinkSignIn.parse(input);
  const user = await findUserByEmail(deps.db, form.login_email);
  if (user?.roleId !== ROLE.admin) throw adminLinkInvalid();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, user.id, 'admin_login', hashToken(form.login_token), now);
    if (!used) throw adminLinkInvalid();
    // Checked after the link, so only its holder learns of the block; throwing rolls the link's use back.
    if (await findActiveBan(tx, user.id, now)) throw userBlocked();
    return startSession(deps, tx, user, { ...origin, remember: false, adminLink: true });
  });
}
