import { CODE_V, type TUserCode } from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import { invalidField, notFound } from '../../../lib/errors';
import { deleteActivation, listUserActivations } from './codes.repository';
import { userCodeDto } from './code-dto';

/** GET /api/users/{id}/codes: the user's activated codes, newest first. */
export async function listUserCodes(deps: Pick<AppDeps, 'db'>, userId: number): Promise<TUserCode[]> {
  return (await listUserActivations(deps.db, userId)).map(userCodeDto);
}

/** DELETE /api/users/{id}/codes/{codeId}: an unused activation goes; a used one stays with its order. */
export async function deleteUserCode(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  codeId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await listUserActivations(tx, userId, codeId);
    if (!row) throw notFound();
    if (row.usedAt !== null) throw invalidField('code', CODE_V.codeUsed);
    await deleteActivation(tx, codeId, userId);
  });
}
