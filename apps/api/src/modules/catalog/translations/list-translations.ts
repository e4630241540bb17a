import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AnswerOf, AnyTranslationKind } from './translation-kind';

/** GET /api/{items}/{id}/translations (admin): the item's translations by language; 404 without the item. */
export async function listTranslations<K extends AnyTranslationKind>(
  kind: K,
  db: Db,
  itemId: number,
): Promise<AnswerOf<K>[]> {
  if (!(await kind.rows.itemExists(db, itemId))) throw notFound();
  return (await kind.rows.listOf(db, itemId)).map((row) => kind.dto(row));
}
