import { ROLE, ZEmailToken, type TEmailToken } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { findUserByEmail } from '../users';
import { resetInvalid } from './auth-errors';
import { findValidLinkToken } from './auth.repository';

/**
 * POST /api/passwords/verifyreset: the new-password page asks before showing its form. The link stays unused, and
 * a missing account answers like a bad link.
 */
export async function checkResetLink(deps: AppDeps, input: TEmailToken): Promise<void> {
  const form = ZEmailToken.parse(input);
  const user = await findUserByEmail(deps.db, form.email);
  const valid =
    user !== undefined &&
    user.roleId !== ROLE.deleted &&
    (await findValidLinkToken(deps.db, user.id, 'reset', hashToken(form.token), deps.clock.now()));
  if (!valid) throw resetInvalid();
}
