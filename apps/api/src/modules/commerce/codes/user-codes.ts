import { CODE_V, type TUserCode } from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { isAdminRow } from '../../users';
import { deleteActivation, listUserActivations } from './codes.repository';
import { userCodeDto } from './code-dto';

/** GET /api/users/{id}/codes: the user's activated codes, newest first. */
export async function listUserCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<TUserCode[]> {
  const now = deps.clock.now();
  return (await listUserActivations(deps.db, userId)).map((row) => userCodeDto(row, now));
}

/**
 * DELETE /api/users/{id}/codes/{codeId}: an unused activation goes; a used one stays with its order. An
 * administrator's removal writes an audit row.
 */
export async function deleteUserCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: UserRow,
  userId: number,
  codeId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await listUserActivations(tx, userId, codeId);
    if (!row) throw notFound();
    if (row.usedAt !== null) throw invalidField('code', CODE_V.codeUsed);
    await deleteActivation(tx, codeId, userId);
    if (isAdminRow(actor)) {
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'user.code_remove',
        entity: 'user',
        entityId: userId,
        changes: { before: { code_id: codeId, code: row.code.code }, after: null },
        now: deps.clock.now(),
      });
    }
  });
}
