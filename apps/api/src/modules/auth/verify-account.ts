import { ROLE, ZEmailToken, type TEmailToken } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { findUserByEmail, updateUser } from '../users';
import { alreadyVerified, verificationInvalid } from './auth-errors';
import { consumeLinkToken, retireLinkTokens, wasLinkTokenIssued } from './auth.repository';

/** POST /api/verifications: the mailed link proves the address, and the account becomes standard (4 → 2). */
export async function verifyAccount(deps: AppDeps, input: TEmailToken): Promise<void> {
  const form = ZEmailToken.parse(input);
  const user = await findUserByEmail(deps.db, form.email);
  const tokenHash = hashToken(form.token);
  // "Already verified" only to someone holding one of the account's own links (a second click on the mail):
  // anyone else learns nothing about whether the address has an account.
  if (user && user.roleId !== ROLE.unverified && user.roleId !== ROLE.deleted) {
    if (await wasLinkTokenIssued(deps.db, user.id, 'verify', tokenHash)) throw alreadyVerified();
    throw verificationInvalid(form.email);
  }
  if (user?.roleId !== ROLE.unverified) throw verificationInvalid(form.email);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, user.id, 'verify', tokenHash, now);
    if (!used) throw verificationInvalid(form.email);
    // The address is proven: the other mails' links answer "already verified" from now on.
    await retireLinkTokens(tx, user.id, 'verify', now);
    await updateUser(tx, user.id, { roleId: ROLE.standard, verifiedAt: now, updatedAt: now });
  });
}
