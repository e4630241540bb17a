import { SESSION_TTL_MS, type TSession } from '@scena/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { hashToken, newToken } from '../../lib/crypto';
import { updateUserIfUnchanged, revokeSessions } from '../users';
import { invalidCredentials } from './auth-errors';
import { insertSession } from './auth.repository';
import { sessionUserDto } from './session-user';

/** Where a sign-in comes from, kept on the session and (the IP and its country) on the user. */
export interface SignInOrigin {
  ip: string;
  /** The IP's country (GeoIP), two letters. */
  country: string;
  userAgent: string | null;
}

/**
 * Opens a session for a user whose identity is proven (password, or an administrator's mailed link), in the
 * caller's transaction. The token is shown once and stored hashed; every other session of the user is retired
 * as "replaced", so the other device hears that someone else signed in (one active session per user).
 * `adminLink` records that the second step was passed: only such a session acts as administrator.
 */
export async function startSession(
  deps: Pick<AppDeps, 'clock'>,
  tx: Db,
  user: UserRow,
  options: SignInOrigin & { remember: boolean; adminLink: boolean },
): Promise<TSession> {
  const now = deps.clock.now();
  const token = newToken();
  const ttl = options.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.standard;
  const expiresAt = new Date(now.getTime() + ttl);
  // Writing the user row first locks it: two simultaneous sign-ins take turns, and the later one retires the
  // earlier one's session instead of both staying active. The write holds only if the password and role are
  // still the ones checked, so a sign-in racing a password reset cannot outlive it.
  const locked = await updateUserIfUnchanged(
    tx,
    user.id,
    { passwordHash: user.passwordHash, roleId: user.roleId },
    { lastLogin: now, lastIp: options.ip, lastCountry: options.country },
  );
  if (!locked) throw invalidCredentials();
  await revokeSessions(tx, user.id, 'replaced', now);
  await insertSession(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    ip: options.ip,
    userAgent: options.userAgent,
    adminLink: options.adminLink,
  });
  const signedIn = { ...user, lastLogin: now, lastIp: options.ip, lastCountry: options.country };
  return { user: await sessionUserDto(tx, signedIn), token, expiresAt: expiresAt.toISOString() };
}
