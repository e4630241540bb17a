import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { invalidField } from '../../../lib/errors';
import { itemFieldOf, type AnswerOf, type AnyTranslationKind, type CreateFormOf } from './translation-kind';
import { writeTranslation } from './write-translation';

/**
 * POST /api/translations/{kind} (admin): one per item and language other than Polish. The kind's own checks
 * come first, then the item (422 on its field), then the values.
 */
export async function createTranslation<K extends AnyTranslationKind>(
  kind: K,
  deps: AppDeps,
  actorUserId: number,
  input: CreateFormOf<K>,
): Promise<AnswerOf<K>> {
  const itemField = itemFieldOf(kind);
  const itemId: number = input[itemField];
  return writeTranslation(kind, deps, { actorUserId, change: 'create' }, async (tx, now) => {
    await kind.check?.(tx, input);
    if (!(await kind.rows.itemExists(tx, itemId))) throw invalidField(itemField, V.wrong);
    return kind.rows.insert(tx, itemId, await kind.valuesOf(input, tx), now);
  });
}
