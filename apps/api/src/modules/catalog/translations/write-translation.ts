import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound, type AppError } from '../../../lib/errors';
import { itemFieldOf, type AnswerOf, type AnyTranslationKind } from './translation-kind';

/** A write the database refused: the item has the language already, the item is gone, or the kind's own. */
function refusalError(kind: AnyTranslationKind, refusal: string): AppError {
  if (refusal === 'exists') return invalidField('language_code', TRANSLATION_V.translationExists);
  if (refusal === 'no_item') return invalidField(itemFieldOf(kind), V.wrong);
  const answer = kind.refusals?.[refusal];
  if (!answer) throw new Error(`No answer for the refusal ${refusal} of ${kind.name} translations`);
  return answer();
}

/**
 * A translation's create, edit or delete, in one transaction with its audit row: `write` gives the row it
 * wrote, undefined when there is none (404), or what the database refused (422). The caches go after the commit.
 */
export async function writeTranslation<K extends AnyTranslationKind>(
  kind: K,
  deps: AppDeps,
  entry: { actorUserId: number; change: 'create' | 'update' | 'delete' },
  write: (tx: Db, now: Date) => Promise<{ id: number; languageCode: string } | undefined | string>,
): Promise<AnswerOf<K>> {
  const { actorUserId, change } = entry;
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    const row = await write(tx, now);
    if (typeof row === 'string') throw refusalError(kind, row);
    if (!row) throw notFound();
    const audited = change !== 'delete' && kind.auditedField;
    await writeAudit(tx, {
      actorUserId,
      action: `${kind.name}_translation.${change}`,
      entity: `${kind.name}_translation`,
      entityId: row.id,
      data: {
        [itemFieldOf(kind)]: kind.rows.itemIdOf(row),
        language_code: row.languageCode,
        ...(audited ? { [audited]: (row as Record<string, unknown>)[audited] } : {}),
      },
      now,
    });
    return row;
  });
  await kind.invalidate(deps);
  return kind.dto(translation);
}
