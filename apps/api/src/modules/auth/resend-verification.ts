import { ROLE, ZEmailOnly, type TEmailOnly } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { findUserByEmail } from '../users/users.repository';
import { mailLink } from './links';

/** POST /api/verifications/new: a fresh link for an unverified account; the caller never learns if one exists. */
export async function resendVerification(deps: AppDeps, input: TEmailOnly): Promise<void> {
  const { email } = ZEmailOnly.parse(input);
  const user = await findUserByEmail(deps.db, email);
  if (user?.roleId !== ROLE.unverified) return;
  await mailLink(deps, user, 'verify');
}
