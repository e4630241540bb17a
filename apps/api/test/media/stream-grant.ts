import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import {
  mediaSigningKey,
  newStreamGrantId,
  signedMediaPath,
  type MediaFileRef,
} from '../../src/adapters/video-host/local/signing';
import { hashToken } from '../../src/lib/crypto';
import { findSessionWithUser } from '../../src/modules/auth/auth.repository';
import { renewStreamGrant } from '../../src/modules/media/stream-grants.repository';
import type { TestApp } from '../helpers';

/**
 * The grant the playback call would make for the session of `token` watching a video that plays this hosted
 * video (a lifetime from now), to sign links of any hosted video directly.
 */
export async function grantOf(
  t: TestApp,
  token: string,
  hostedVideoId: number,
  productId = 1,
): Promise<string> {
  const now = t.clock.now();
  const found = await findSessionWithUser(t.database.db, hashToken(token), now);
  if (!found) throw new Error('no session for this token');
  return renewStreamGrant(
    t.database.db,
    {
      userId: found.user.id,
      sessionId: found.session.id,
      product: { kind: 'video', id: productId },
      variant: 'standard',
      hostedVideoId,
    },
    { newId: newStreamGrantId(), expiresAt: new Date(now.getTime() + STREAM_LINK_LIFETIME_MS), now },
  );
}

/** A link to a file of a hosted video under a grant of the session of `token`, signed with the app's key. */
export async function signedLinkOf(
  t: TestApp,
  token: string,
  hostedVideoId: number,
  file: MediaFileRef,
): Promise<string> {
  const key = await mediaSigningKey(t.app.deps.env);
  return signedMediaPath(key, await grantOf(t, token, hostedVideoId), hostedVideoId, file);
}
