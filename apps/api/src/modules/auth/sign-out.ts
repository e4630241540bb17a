import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { revokeSessionByHash } from './auth.repository';

/** POST /api/auth/logout: ends the session if it is still alive; a dead or missing one is already signed out. */
export async function signOut(deps: Pick<AppDeps, 'db' | 'clock'>, token: string | undefined): Promise<void> {
  if (!token) return;
  await revokeSessionByHash(deps.db, hashToken(token), deps.clock.now());
}
