import type { TGiftConfig } from '@scena/shared/commerce/gift-settings';
import type { AppDeps } from '../../../deps';
import { updateAppConfig } from '../../settings/update-app-config';
import { asConfigUpdate } from './as-config-update';
import { giftConfigOf } from './read-commerce-settings';

/**
 * PUT /api/gifts/settings: the changed gift settings (already parsed by ZGiftSettingsUpdate: grosze, app-config
 * keys, `gift_image_{device}_data`) go through the one settings update, which stores the images, writes only
 * what changed with an audit row of the gift settings (a price: the audit log's money), and drops the cached
 * configuration answers. Answers the gift configuration.
 */
export async function updateGiftSettings(
  deps: AppDeps,
  actorUserId: number,
  changes: Record<string, unknown>,
): Promise<TGiftConfig> {
  const config = await updateAppConfig(deps, actorUserId, asConfigUpdate(changes), {
    action: 'gift_settings.update',
    entity: 'gift_settings',
  });
  return giftConfigOf(config);
}
