import { CODE_V, type TAdminCode, type TCodeForm } from '@scena/shared/commerce/codes';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { isUniqueViolation } from '../../../lib/db-errors';
import { invalidField, notFound } from '../../../lib/errors';
import { adminCodeDto } from './code-dto';
import { codeValuesOf } from './code-values';
import { findCodeById, findCodeWithUses, updateCode } from './codes.repository';

/** PUT /api/codes/{id} (admin): edits one code (no batch), with an audit row of the fields it changed. */
export async function editCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  id: number,
  form: TCodeForm,
): Promise<TAdminCode> {
  if (form.number !== null) throw invalidField('number', CODE_V.number);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findCodeById(tx, id);
      if (!before) throw notFound();
      const values = await codeValuesOf(tx, form, { now, kept: before.expiresAt });
      await updateCode(tx, id, { ...values, code: form.code, updatedAt: now });
      await writeAudit(tx, {
        actorUserId,
        action: 'code.update',
        entity: 'code',
        entityId: id,
        changes: changedFields(before, { ...values, code: form.code }),
        now,
      });
      const row = await findCodeWithUses(tx, id);
      if (!row) throw notFound();
      return adminCodeDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('code', CODE_V.codeTaken);
    throw error;
  }
}
