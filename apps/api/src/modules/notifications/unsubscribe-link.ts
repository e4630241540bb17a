import type { Db } from '../../db/client';
import { newToken } from '../../lib/crypto';
import { ensureUnsubscribeToken } from './newcontent.repository';

/**
 * The unsubscribe link every mailing mail carries, which works without signing in (product-decisions §10); a
 * subscriber without a token gets one here.
 */
export async function unsubscribeLink(
  db: Db,
  publicUrl: string,
  subscriber: { id: number; unsubscribeToken: string | null },
  now: Date,
): Promise<string> {
  const token =
    subscriber.unsubscribeToken ?? (await ensureUnsubscribeToken(db, subscriber.id, newToken(), now));
  return `${publicUrl}/api/mailing/unsubscribe?token=${encodeURIComponent(token)}`;
}
