import type { AppDeps } from '../../../deps';
import type { AnyTranslationKind } from './translation-kind';
import { writeTranslation } from './write-translation';

/** DELETE /api/translations/{kind}/{id} (admin). */
export async function deleteTranslation(
  kind: AnyTranslationKind,
  deps: AppDeps,
  actorUserId: number,
  id: number,
): Promise<void> {
  await writeTranslation(kind, deps, { actorUserId, change: 'delete' }, (tx) => kind.rows.remove(tx, id));
}
