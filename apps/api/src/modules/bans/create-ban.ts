import {
  ROLE,
  ZBanCreate,
  banEndProblem,
  warsawWallClockToUtc,
  type Language,
  type TBan,
  type TBanCreate,
} from '@scena/shared';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import { invalidField } from '../../lib/errors';
import { banMail } from '../notifications';
import { findUserById } from '../users';
import { toBanDto } from './ban-dto';
import { imposeBan } from './impose-ban';
import { listBansWithUsers } from './bans.repository';

/**
 * POST /api/bans: blocks the user at once: their sessions end with USER_BLOCKED, and sign-in is refused while
 * the ban lasts (product-decisions §15). The optional mail is written in the same transaction.
 */
export async function createBan(deps: AppDeps, actorUserId: number, input: TBanCreate): Promise<TBan> {
  const form = ZBanCreate.parse(input);
  const now = deps.clock.now();
  const problem = form.forever ? null : banEndProblem(form.expiration_date, now);
  if (problem) throw invalidField('expiration_date', problem);
  const until = form.forever || !form.expiration_date ? null : warsawWallClockToUtc(form.expiration_date);
  if (form.user_id === actorUserId) throw invalidField('user_id', 'form.validate.ban_self');

  const ban = await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, form.user_id);
    if (!user || user.roleId === ROLE.deleted) throw invalidField('user_id', 'form.validate.user_not_found');
    const row = await imposeBan(tx, {
      userId: user.id,
      reason: form.reason,
      until,
      forever: form.forever,
      actorUserId,
      origin: 'admin',
      now,
    });
    if (form.send_email) {
      const mail = banMail(
        user.language as Language,
        user.email,
        { reason: form.reason, until },
        `${deps.env.PUBLIC_URL}${WEB_ROUTES.contact}`,
      );
      await deps.mail.enqueue(tx, { ...mail, kind: 'ban' });
    }
    const [created] = await listBansWithUsers(tx, { id: row.id });
    return toBanDto(created!);
  });
  if (form.send_email) deps.mail.kick();
  return ban;
}
