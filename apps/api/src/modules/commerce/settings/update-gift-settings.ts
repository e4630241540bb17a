import type { TGiftConfig } from '@scena/shared/commerce/gift-settings';
import type { AppDeps } from '../../../deps';
import { type ConfigImages, updateAppConfig } from '../../settings';
import { asConfigUpdate } from './as-config-update';
import { giftConfigOf } from './read-commerce-settings';

/**
 * PUT /api/gifts/settings: the changed gift settings (already parsed by ZGiftSettingsUpdate: grosze, app-config
 * keys) and the checked new gift images go through the one settings update, which stores the images, writes
 * only what changed with an audit row of the gift settings (a price: the audit log's money), and drops the
 * cached configuration answers. Answers the gift configuration.
 */
export async function updateGiftSettings(
  deps: AppDeps,
  actorUserId: number,
  changes: Record<string, unknown>,
  images: ConfigImages,
): Promise<TGiftConfig> {
  const config = await updateAppConfig(deps, actorUserId, asConfigUpdate(changes), {
    images,
    audited: { action: 'gift_settings.update', entity: 'gift_settings' },
  });
  return giftConfigOf(config);
}
