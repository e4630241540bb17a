/** The settings module's public face: what other modules may import from it (docs/architecture.md). */
export { withImageUrls } from './config-answer';
export { deleteConfigImage } from './delete-config-image';
export { getAppConfig } from './get-app-config';
export { CONFIG_CACHE_PREFIX, getCachedAppConfig, readExternalConfigJson } from './read-config-cached';
export { readSettingsForm, type ConfigImages } from './settings-form';
export { lockSetting, upsertSettings } from './settings.repository';
export { updateAppConfig } from './update-app-config';
