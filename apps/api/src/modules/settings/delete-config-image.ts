import { isConfigImageKey, type TAppConfig } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { deleteImagesQuietly } from '../../lib/images';
import { getAppConfig } from './get-app-config';
import { lockSetting, upsertSettings } from './settings.repository';
import { CONFIG_CACHE_PREFIX } from './read-config-cached';

/**
 * DELETE /api/appconfig/image/{name}: clears one configuration image setting and removes its files after the
 * commit. A name that is not an image setting is a 404; clearing an unset image changes nothing.
 */
export async function deleteConfigImage(
  deps: AppDeps,
  actorUserId: number,
  name: string,
): Promise<TAppConfig> {
  if (!isConfigImageKey(name)) throw notFound();
  const now = deps.clock.now();
  let removed: string | null = null;
  const config = await deps.db.transaction(async (tx) => {
    const current = await getAppConfig(tx);
    if (current[name] === null) return current;
    // Locked, so a concurrent PUT or DELETE of this image waits and the files removed are the ones cleared.
    const locked = await lockSetting(tx, name, now);
    removed = typeof locked === 'string' ? locked : null;
    if (removed === null) return current;
    await upsertSettings(tx, { [name]: null }, now);
    await writeAudit(tx, {
      actorUserId,
      action: 'settings.image_delete',
      entity: 'app_config',
      changes: { before: { [name]: removed }, after: { [name]: null } },
      now,
    });
    return { ...current, [name]: null };
  });
  await deleteImagesQuietly(deps, [removed]);
  await deps.cache.invalidate(CONFIG_CACHE_PREFIX);
  return config;
}
