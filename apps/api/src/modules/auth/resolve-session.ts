import { ROLE } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { sessionExpired, sessionReplaced, userBlocked } from '../../lib/errors';
import type { SessionContext } from '../../plugins/auth';
import { findSessionWithUser } from './auth.repository';

/**
 * The session behind an x-auth-token, or the refusal the contract asks for: 401 SESSION_EXPIRED (missing,
 * expired, signed out), 403 SESSION_REPLACED (a newer sign-in elsewhere), 401 USER_BLOCKED (an active ban).
 */
export async function resolveSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string | undefined,
): Promise<SessionContext> {
  if (!token || token.length > 200) throw sessionExpired();
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const found = await findSessionWithUser(deps.db, tokenHash, now);
  if (!found) throw sessionExpired();
  const { session, user } = found;
  if (session.revokedReason === 'replaced') throw sessionReplaced();
  if (session.revokedReason === 'blocked') throw userBlocked();
  // Sign-in opens no session for an unverified account; a row that says otherwise is honoured by nothing.
  const signedOutRole = user.roleId === ROLE.deleted || user.roleId === ROLE.unverified;
  if (session.revokedAt || session.expiresAt <= now || signedOutRole) throw sessionExpired();
  if (found.banned) throw userBlocked();
  // An administrator's account opened without the mailed link (a role given outside the API, or a row from
  // before the rule) is no session at all, rather than an administrator's or a demoted one.
  if (user.roleId === ROLE.admin && !session.adminLink) throw sessionExpired();
  return {
    user,
    sessionId: session.id,
    tokenHash,
    expiresAt: session.expiresAt,
    adminLink: session.adminLink,
  };
}
