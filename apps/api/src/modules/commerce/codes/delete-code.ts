import { CODE_V } from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { codeHasOrders, deleteCode, findCodeById } from './codes.repository';

/** DELETE /api/codes/{id} (admin): a code no order named goes with its activations; one an order used stays. */
export async function removeCode(deps: Pick<AppDeps, 'db' | 'clock'>, actorUserId: number, id: number) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const code = await findCodeById(tx, id);
    if (!code) throw notFound();
    if (await codeHasOrders(tx, id)) throw invalidField('id', CODE_V.codeUsed);
    await deleteCode(tx, id);
    await writeAudit(tx, {
      actorUserId,
      action: 'code.delete',
      entity: 'code',
      entityId: id,
      changes: { before: code, after: null },
      now,
    });
  });
}
