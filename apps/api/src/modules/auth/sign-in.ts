import { ROLE, ZSignIn, type TSession, type TSignIn } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { decoyPasswordHash, verifyPassword } from '../../lib/crypto';
import { userBlocked } from '../../lib/errors';
import { signInFailureKey } from '../../lib/rate-limit';
import { findUserByEmail } from '../users';
import { adminLinkSent, invalidCredentials, unverified } from './auth-errors';
import { findActiveBan } from './auth.repository';
import { mailLink } from './links';
import { startSession, type SignInOrigin } from './start-session';

/**
 * POST /api/auth. A wrong pair says nothing about the account; only someone who knows the password learns that
 * it is blocked, unverified (a fresh verification link is mailed) or an administrator's (the sign-in link is
 * mailed: administrators sign in in two steps).
 */
export async function signIn(deps: AppDeps, input: TSignIn, origin: SignInOrigin): Promise<TSession> {
  const form = ZSignIn.parse(input);
  const failures = signInFailureKey(form.email, origin.ip);
  await deps.limiter.hit(failures);
  const found = await findUserByEmail(deps.db, form.email);
  const user = found && found.roleId !== ROLE.deleted ? found : undefined;
  // Without an account the password is still checked, against a decoy, so the answer takes as long either way.
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    form.password,
  );
  if (!user || !passwordMatches) throw invalidCredentials();
  await deps.limiter.forgive(failures);

  if (await findActiveBan(deps.db, user.id, deps.clock.now())) throw userBlocked();
  if (user.roleId === ROLE.unverified) {
    await mailLink(deps, user, 'verify');
    throw unverified(user.email);
  }
  if (user.roleId === ROLE.admin) {
    await mailLink(deps, user, 'admin_login');
    throw adminLinkSent();
  }
  return deps.db.transaction((tx) =>
    startSession(deps, tx, user, { ...origin, remember: form.remember, adminLink: false }),
  );
}
