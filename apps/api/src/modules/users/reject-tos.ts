import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { getAppConfig, CONFIG_CACHE_PREFIX, upsertSettings } from '../settings';

/**
 * POST /api/users/reject-tos: a new terms version, so everyone has to accept again (product-decisions §13).
 * Users keep the version they accepted; comparing it with the setting tells who has not accepted the new one.
 */
export async function rejectTos(deps: AppDeps, actorUserId: number): Promise<number> {
  const now = deps.clock.now();
  const version = await deps.db.transaction(async (tx) => {
    const next = (await getAppConfig(tx)).tos_version + 1;
    await upsertSettings(tx, { tos_version: next }, now);
    await writeAudit(tx, {
      actorUserId,
      action: 'terms.reaccept',
      entity: 'terms',
      changes: { before: { tos_version: next - 1 }, after: { tos_version: next } },
      now,
    });
    return next;
  });
  await deps.cache.invalidate(CONFIG_CACHE_PREFIX);
  return version;
}
