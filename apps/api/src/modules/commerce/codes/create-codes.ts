import { CODE_V, type TAdminCode, type TCodeForm } from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { isUniqueViolation } from '../../../lib/db-errors';
import { invalidField } from '../../../lib/errors';
import { adminCodeDto } from './code-dto';
import { codeValuesOf, randomCodeSuffix } from './code-values';
import { insertCodes } from './codes.repository';

/**
 * POST /api/codes (admin): one coupon `code` used up to `limit` times, or — with `number` — that many one-time
 * codes, each the prefix and 8 random characters. One transaction, with its audit row; a taken code is a 422.
 */
export async function createCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorUserId: number,
  form: TCodeForm,
): Promise<TAdminCode[]> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const values = await codeValuesOf(tx, form, { now });
      const texts =
        form.number === null
          ? [form.code]
          : Array.from({ length: form.number }, () => form.code + randomCodeSuffix());
      const rows = await insertCodes(
        tx,
        texts.map((code) => ({ ...values, code, createdAt: now, updatedAt: now })),
      );
      await writeAudit(tx, {
        actorUserId,
        action: 'code.create',
        entity: 'code',
        // A batch of one-time codes is one row; their ids would not fit the entity id, so they go with it.
        entityId: rows.length === 1 ? rows[0]!.id : undefined,
        changes: {
          before: null,
          after: { ...values, ...(form.number === null ? { code: form.code } : { codes: texts }) },
        },
        data: rows.length === 1 ? undefined : { ids: rows.map((row) => row.id) },
        now,
      });
      return rows.map((code) =>
        adminCodeDto({ code, uses: 0, spent: 0, withdrawn: 0, eventTitle: null, videoTitle: null }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('code', CODE_V.codeTaken);
    throw error;
  }
}
