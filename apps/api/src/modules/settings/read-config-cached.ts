import { externalConfig, publicConfigAnswer, type TAppConfig } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { withImageUrls } from './config-answer';
import { getAppConfig } from './get-app-config';

export const CONFIG_CACHE_PREFIX = 'config:';

/** GET /external_api/config as serialized bytes, shared by every visitor until a setting changes. */
export function readExternalConfigJson(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<string> {
  return deps.cache.get(`${CONFIG_CACHE_PREFIX}external`, async () => {
    const { config, images } = withImageUrls(await getAppConfig(deps.db));
    return JSON.stringify(externalConfig(config, images));
  });
}

/** The public part of GET /api/appconfig/ (image keys as URLs, plus `images`), serialized. */
export function readPublicConfigJson(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<string> {
  return deps.cache.get(`${CONFIG_CACHE_PREFIX}public`, async () => {
    const { config, images } = withImageUrls(await getAppConfig(deps.db));
    return JSON.stringify(publicConfigAnswer(config, images));
  });
}

/**
 * Every setting, read from the cache the setting writes drop: for hot paths (a sale rush) that need a switch or
 * two, where reading and parsing every row per request would cost more than the request's own work.
 */
export async function getCachedAppConfig(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<TAppConfig> {
  const json = await deps.cache.get(`${CONFIG_CACHE_PREFIX}all`, async () =>
    JSON.stringify(await getAppConfig(deps.db)),
  );
  return JSON.parse(json) as TAppConfig;
}
