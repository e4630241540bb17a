import { MIN_MARKETING_AGE, ageOn, isBirthdayMissing, warsawToday } from '@scena/shared';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { invalidField } from '../../lib/errors';
import { newToken } from '../../lib/crypto';
import { accessibleUser, isAdminRow, updateUser } from '../users';

const MAILING_AGE = 'form.validate.mailing_age';

function oldEnough(birthday: string | null, now: Date): boolean {
  if (!birthday || isBirthdayMissing(birthday)) return false;
  return ageOn(birthday, warsawToday(now)) >= MIN_MARKETING_AGE;
}

/**
 * POST /api/mailing/{userId}: records the consent with its time; nobody under 16 is subscribed, and neither is
 * an account without a birthday, whose age is unknown (product-decisions §10). The first subscription gets the
 * token of the unsubscribe link that every mailing e-mail carries.
 */
export async function subscribeMailing(deps: AppDeps, actor: UserRow, userId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await accessibleUser(tx, actor, userId);
    if (!oldEnough(user.birthday, now)) throw invalidField('mailing', MAILING_AGE);
    if (user.mailing) return;
    await updateUser(tx, userId, {
      mailing: true,
      mailingConsentAt: now,
      unsubscribeToken: user.unsubscribeToken ?? newToken(),
      updatedAt: now,
    });
    if (isAdminRow(actor)) {
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'mailing.subscribe',
        entity: 'user',
        entityId: userId,
        changes: { before: { mailing: false }, after: { mailing: true } },
        now,
      });
    }
  });
}
