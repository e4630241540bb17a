import { ROLE, ZEmailOnly, type TEmailOnly } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { findUserByEmail } from '../users';
import { mailLink } from './links';

/**
 * POST /api/passwords: mails a reset link when the account exists; the answer is the same either way (§11), and
 * past the account's mail limit too, where the mails just stop: whoever typed the address, its owner still holds
 * the newest link, valid as long as the limit's window.
 */
export async function requestPasswordReset(deps: AppDeps, input: TEmailOnly): Promise<void> {
  const { email } = ZEmailOnly.parse(input);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.roleId === ROLE.deleted) return;
  if (!(await deps.limiter.allows(['resetMails', String(user.id)]))) return;
  await mailLink(deps, user, 'reset');
}
