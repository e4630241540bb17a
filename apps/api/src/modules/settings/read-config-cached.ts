import { externalConfig, publicConfigAnswer } from '@scena/shared';
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
