import type { StreamGrant } from '../../src/adapters/video-host/local/signing';
import { hashToken } from '../../src/lib/crypto';
import { findSessionWithUser } from '../../src/modules/auth/auth.repository';
import type { TestApp } from '../helpers';

/** The grant the playback call would sign for the session of `token`, to sign links of any hosted video directly. */
export async function grantOf(t: TestApp, token: string, hostedVideoId: number): Promise<StreamGrant> {
  const found = await findSessionWithUser(t.database.db, hashToken(token), t.clock.now());
  if (!found) throw new Error('no session for this token');
  return {
    userId: found.user.id,
    sessionId: found.session.id,
    item: 'video-1',
    variant: 'standard',
    hostedVideoId,
  };
}
