import { externalConfig, type TAppConfig } from '@scena/shared';
import type { TGiftConfig } from '@scena/shared/commerce/gift-settings';
import type { TGroupTicketConfig } from '@scena/shared/commerce/group-ticket-settings';
import type { AppDeps } from '../../../deps';
import { withImageUrls, getAppConfig, CONFIG_CACHE_PREFIX } from '../../settings';

/** The gift part of a configuration, exactly as GET /external_api/config answers it (zł, URLs, renditions). */
export function giftConfigOf(config: TAppConfig): TGiftConfig {
  const { config: mapped, images } = withImageUrls(config);
  return externalConfig(mapped, images).giftConfig;
}

/** The group-ticket part of a configuration, exactly as GET /external_api/config answers it. */
export function groupTicketConfigOf(config: TAppConfig): TGroupTicketConfig {
  return externalConfig(config).groupTicketConfig;
}

/**
 * GET /api/gifts/settings as serialized bytes: under the configuration's cache prefix, so every settings write
 * (PUT /api/appconfig, the gift and group-ticket PUTs, image deletes) drops it on every instance.
 */
export function readGiftConfigJson(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<string> {
  return deps.cache.get(`${CONFIG_CACHE_PREFIX}gifts`, async () =>
    JSON.stringify(giftConfigOf(await getAppConfig(deps.db))),
  );
}

/** GET /api/groupTickets/settings as serialized bytes (dropped with the rest of the configuration). */
export function readGroupTicketConfigJson(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<string> {
  return deps.cache.get(`${CONFIG_CACHE_PREFIX}groupTickets`, async () =>
    JSON.stringify(groupTicketConfigOf(await getAppConfig(deps.db))),
  );
}
