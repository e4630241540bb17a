import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { deleteBanRow } from './bans.repository';

/**
 * DELETE /api/bans/{id}: lifts the ban. Sessions it ended stay ended; the user signs in again.
 */
export async function deleteBan(deps: AppDeps, actorUserId: number, banId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteBanRow(tx, banId);
    if (!deleted) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'ban.delete',
      entity: 'ban',
      entityId: banId,
      changes: {
        before: {
          user_id: deleted.userId,
          reason: deleted.reason,
          forever: deleted.forever === 1,
          expiration_date: deleted.expirationDate,
        },
        after: null,
      },
      data: { user_id: deleted.userId },
      now,
    });
  });
}
