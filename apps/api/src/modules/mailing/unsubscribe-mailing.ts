import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { accessibleUser, isAdminRow, updateUser } from '../users';

/** DELETE /api/mailing/{userId}: withdraws the consent. The unsubscribe token stays, so old links still work. */
export async function unsubscribeMailing(deps: AppDeps, actor: UserRow, userId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await accessibleUser(tx, actor, userId);
    if (!user.mailing) return;
    await updateUser(tx, userId, { mailing: false, mailingConsentAt: null, updatedAt: now });
    if (isAdminRow(actor)) {
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'mailing.unsubscribe',
        entity: 'user',
        entityId: userId,
        changes: { before: { mailing: true }, after: { mailing: false } },
        now,
      });
    }
  });
}
