import { ROLE, ZNewPassword, type TNewPassword } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashPassword, hashToken } from '../../lib/crypto';
import { findUserByEmail, updateUser, revokeSessions } from '../users';
import { resetInvalid } from './auth-errors';
import { consumeLinkToken, findValidLinkToken } from './auth.repository';

/**
 * PUT /api/passwords: sets the new password through the mailed reset link and signs every device out. The link
 * proves the address too, so an unverified account becomes verified.
 */
export async function resetPassword(deps: AppDeps, input: TNewPassword): Promise<void> {
  const form = ZNewPassword.parse(input);
  const now = deps.clock.now();
  const tokenHash = hashToken(form.token);
  const user = await findUserByEmail(deps.db, form.email);
  // The link is checked before hashing, so a stream of bad links cannot make the server burn argon2 time.
  if (
    !user ||
    user.roleId === ROLE.deleted ||
    !(await findValidLinkToken(deps.db, user.id, 'reset', tokenHash, now))
  ) {
    throw resetInvalid();
  }
  const passwordHash = await hashPassword(form.newpassword);
  const verification = user.roleId === ROLE.unverified ? { roleId: ROLE.standard, verifiedAt: now } : {};
  await deps.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, user.id, 'reset', tokenHash, now))) throw resetInvalid();
    await updateUser(tx, user.id, { passwordHash, updatedAt: now, ...verification });
    await revokeSessions(tx, user.id, 'password', now);
  });
}
