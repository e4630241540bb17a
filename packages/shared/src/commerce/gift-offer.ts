import { parseCatalogInstant } from '../catalog/wall-clock';

/** The longest message to a gift's recipient, in characters. */
export const GIFT_MESSAGE_MAX = 500;

/** Gifts for any product are sold: any_gift_available, and gift_expiration (a Warsaw date) not past. */
export function isGiftOffered(
  gift: { any_gift_available: boolean; gift_expiration: string | null } | undefined,
  now: Date,
): boolean {
  if (!gift?.any_gift_available) return false;
  const expires = parseCatalogInstant(gift.gift_expiration, 'end');
  return !expires || expires.getTime() >= now.getTime();
}
