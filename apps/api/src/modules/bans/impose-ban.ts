import type { TAutobanDetails, TBanOrigin } from '@scena/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { revokeSessions } from '../users';
import { insertBan } from './bans.repository';

/**
 * The part every ban shares, in the caller's transaction: the row, the end of every session of the user at once
 * (they answer USER_BLOCKED) and the audit row. `actorUserId` is null for the autoban.
 */
export async function imposeBan(
  tx: Db,
  ban: {
    userId: number;
    reason: string;
    until: Date | null;
    forever: boolean;
    actorUserId: number | null;
    origin: TBanOrigin;
    details?: TAutobanDetails;
    now: Date;
  },
) {
  const row = await insertBan(tx, {
    userId: ban.userId,
    reason: ban.reason,
    expirationDate: ban.until,
    forever: ban.forever,
    createdAt: ban.now,
    createdBy: ban.actorUserId,
    origin: ban.origin,
    details: ban.details,
  });
  await revokeSessions(tx, ban.userId, 'blocked', ban.now);
  await writeAudit(tx, {
    actorUserId: ban.actorUserId,
    action: ban.origin === 'autoban' ? 'ban.autoban' : 'ban.create',
    entity: 'ban',
    entityId: row.id,
    changes: {
      before: null,
      after: {
        user_id: ban.userId,
        reason: ban.reason,
        forever: ban.forever,
        expiration_date: ban.until,
        origin: ban.origin,
        ...(ban.details ? { networks: ban.details.networks.map((seen) => seen.network) } : {}),
      },
    },
    data: { user_id: ban.userId },
    now: ban.now,
  });
  return row;
}
