import {
  CONFIG_IMAGE_KINDS,
  ZAppConfigUpdate,
  imageFileField,
  type ConfigImageKey,
  type TAppConfig,
  type TAppConfigUpdate,
} from '@scena/shared';
import { changedFields } from '@scena/shared/audit/changes';
import { GROUP_V } from '@scena/shared/commerce/group-ticket-settings';
import type { TAuditEntity } from '@scena/shared/audit/kinds';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { invalidField } from '../../lib/errors';
import { deleteImagesQuietly, storeImage } from '../../lib/images';
import { getAppConfig } from './get-app-config';
import type { ConfigImages } from './settings-form';
import { lockSetting, upsertSettings } from './settings.repository';
import { CONFIG_CACHE_PREFIX } from './read-config-cached';

/** Stores every new image; on any refusal the ones already stored are removed. */
async function storeConfigImages(
  deps: AppDeps,
  images: ConfigImages,
): Promise<Partial<Record<ConfigImageKey, string>>> {
  const stored: Partial<Record<ConfigImageKey, string>> = {};
  try {
    for (const [key, buffer] of Object.entries(images) as Array<[ConfigImageKey, Buffer]>) {
      const kind = CONFIG_IMAGE_KINDS[key];
      const image = await storeImage(deps, buffer, {
        ...IMAGE_LIMITS[kind],
        kind,
        field: imageFileField(key),
      });
      stored[key] = image.ref;
    }
  } catch (error) {
    await deleteImagesQuietly(deps, Object.values(stored));
    throw error;
  }
  return stored;
}

/**
 * PUT /api/appconfig: writes only the fields that changed, with an audit row of them (the gift and group-ticket
 * settings name their own action and entity). A changed info or error bar gets a new timestamp, so visitors
 * who dismissed the old text see the new one. New images (already checked, readSettingsForm) are stored
 * before the transaction, as the pipeline is slow; a replaced image's files are removed after the commit, a new
 * one's if the write fails.
 */
export async function updateAppConfig(
  deps: AppDeps,
  actorUserId: number,
  input: TAppConfigUpdate,
  options: { images?: ConfigImages; audited?: { action: string; entity: TAuditEntity } } = {},
): Promise<TAppConfig> {
  const audited = options.audited ?? { action: 'settings.update', entity: 'app_config' };
  const changes = ZAppConfigUpdate.parse(input) as Partial<TAppConfig>;
  const images = await storeConfigImages(deps, options.images ?? {});
  Object.assign(changes, images);
  const now = deps.clock.now();
  const replaced: string[] = [];
  let config: TAppConfig;
  try {
    config = await deps.db.transaction(async (tx) => {
      for (const key of Object.keys(images) as ConfigImageKey[]) {
        // Locked first, so of two PUTs replacing one image each removes exactly what it replaced.
        const previous = await lockSetting(tx, key, now);
        if (typeof previous === 'string') replaced.push(previous);
      }
      const current = await getAppConfig(tx);
      const changed: Partial<Record<keyof TAppConfig, unknown>> = {};
      for (const [key, value] of Object.entries(changes) as Array<[keyof TAppConfig, unknown]>) {
        if (JSON.stringify(current[key]) !== JSON.stringify(value)) changed[key] = value;
      }
      if ('info_bar' in changed) changed.info_bar_iat = now.toISOString();
      if ('error_bar' in changed) changed.error_bar_iat = now.toISOString();
      if (Object.keys(changed).length === 0) return current;
      const next = { ...current, ...changed } as TAppConfig;
      // The rule of PUT /api/groupTickets/settings holds here too, against the stored other half.
      if (next.group_max_units < next.group_min_units) {
        throw invalidField(
          'group_max_units' in changes ? 'group_max_units' : 'group_min_units',
          GROUP_V.units,
        );
      }
      await upsertSettings(tx, changed, now);
      await writeAudit(tx, { actorUserId, ...audited, changes: changedFields(current, changed), now });
      return next;
    });
  } catch (error) {
    await deleteImagesQuietly(deps, Object.values(images));
    throw error;
  }
  await deleteImagesQuietly(deps, replaced);
  await deps.cache.invalidate(CONFIG_CACHE_PREFIX);
  return config;
}
