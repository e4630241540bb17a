import { ROLE, ZEmailOnly, type TEmailOnly } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { findUserByEmail } from '../users';
import { mailLink } from './links';

/**
 * POST /api/verifications/new: a fresh link for an unverified account; the caller never learns if one exists,
 * nor whether the account's mail limit stopped the mail.
 */
export async function resendVerification(deps: AppDeps, input: TEmailOnly): Promise<void> {
  const { email } = ZEmailOnly.parse(input);
  const user = await findUserByEmail(deps.db, email);
  if (user?.roleId !== ROLE.unverified) return;
  if (!(await deps.limiter.allows(['resendMails', String(user.id)]))) return;
  await mailLink(deps, user, 'verify');
}
