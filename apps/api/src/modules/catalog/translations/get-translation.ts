import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AnswerOf, AnyTranslationKind } from './translation-kind';

/** GET /api/translations/{kind}/{id} (admin). */
export async function getTranslation<K extends AnyTranslationKind>(
  kind: K,
  db: Db,
  id: number,
): Promise<AnswerOf<K>> {
  const row = await kind.rows.find(db, id);
  if (!row) throw notFound();
  return kind.dto(row);
}
