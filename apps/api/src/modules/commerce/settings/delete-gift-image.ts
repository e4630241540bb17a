import { giftImageKeyOf, type TGiftConfig } from '@scena/shared/commerce/gift-settings';
import type { AppDeps } from '../../../deps';
import { notFound } from '../../../lib/errors';
import { deleteConfigImage } from '../../settings';
import { giftConfigOf } from './read-commerce-settings';

/**
 * DELETE /api/gifts/settings/image/{name}: `name` is a device (mobile, tablet, desktop) or the setting's key
 * (gift_image_mobile…); any other name — another configuration image included — is a 404. The image is cleared
 * and its files removed by the one configuration image delete (audit row, cache drop).
 */
export async function deleteGiftImage(
  deps: AppDeps,
  actorUserId: number,
  name: string,
): Promise<TGiftConfig> {
  const key = giftImageKeyOf(name);
  if (!key) throw notFound();
  return giftConfigOf(await deleteConfigImage(deps, actorUserId, key));
}
