import type { AppDeps } from '../../../deps';
import { notFound } from '../../../lib/errors';
import type { AnswerOf, AnyTranslationKind, UpdateFormOf } from './translation-kind';
import { writeTranslation } from './write-translation';

/** PUT /api/translations/{kind}/{id} (admin): the language and the texts; the item stays. */
export async function updateTranslation<K extends AnyTranslationKind>(
  kind: K,
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: UpdateFormOf<K>,
): Promise<AnswerOf<K>> {
  return writeTranslation(kind, deps, { actorUserId, change: 'update' }, async (tx, now) => {
    await kind.check?.(tx, input, id);
    if (!(await kind.rows.find(tx, id))) throw notFound();
    return kind.rows.update(tx, id, await kind.valuesOf(input, tx), now);
  });
}
