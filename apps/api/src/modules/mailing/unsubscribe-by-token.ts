import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findUserByUnsubscribeToken, updateUser } from '../users';

/** GET /api/mailing/unsubscribe?token=: the link in a mailing e-mail, which works without signing in. */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<void> {
  const user = await findUserByUnsubscribeToken(deps.db, token);
  if (!user) throw notFound();
  if (!user.mailing) return;
  const now = deps.clock.now();
  await updateUser(deps.db, user.id, { mailing: false, mailingConsentAt: null, updatedAt: now });
}
