import {
  AUTOBAN_WINDOW_HOURS,
  ROLE,
  type Language,
  type TAppConfig,
  type TAutobanDetails,
} from '@scena/shared';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { userBlocked } from '../../lib/errors';
import { playbackNetwork } from '../../lib/ip-network';
import { findActiveBan } from '../auth';
import { autobanMail } from '../notifications';
import { imposeBan } from './impose-ban';
import {
  deletePlaybackNetworks,
  listPlaybackNetworksSince,
  lockUserForAutoban,
  prunePlaybackNetworks,
  recordPlaybackNetwork,
} from './playback-networks.repository';

const WINDOW_MS = AUTOBAN_WINDOW_HOURS * 3600_000;

type AutobanConfig = Pick<
  TAppConfig,
  | 'autoban_after_exceeding_ip_limit'
  | 'send_email_after_ip_ban'
  | 'max_diff_ip_views_per_user'
  | 'contact_email'
>;

/** The ban's reason as staff read it in the bans list (the mail to the user says it in their language). */
function autobanReason(networks: number, limit: number): string {
  return `Automatyczna blokada: odtwarzanie z ${networks} różnych sieci w ciągu ${AUTOBAN_WINDOW_HOURS} godzin (dozwolone: ${limit}).`;
}

/**
 * Records a successful playback start (the user, the address, its network and the time) and applies the
 * IP-diversity autoban: when it is on and the user's distinct networks within AUTOBAN_WINDOW_HOURS exceed
 * max_diff_ip_views_per_user, the user is banned forever with the networks as evidence, every session ends, and
 * with send_email_after_ip_ban one mail in their language says why. The user's row is locked while this is
 * decided, so concurrent starts make one ban; a start that finds the ban made answers 401 USER_BLOCKED, as does
 * the start that crossed the limit. Administrators are recorded but never banned.
 */
export async function recordPlaybackStart(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'mail'>,
  user: UserRow,
  ip: string,
  config: AutobanConfig,
): Promise<void> {
  const seenFrom = playbackNetwork(ip);
  // The peer address Fastify gives is always an address; nothing to count otherwise.
  if (!seenFrom) return;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const watched = config.autoban_after_exceeding_ip_limit && user.roleId !== ROLE.admin;

  const outcome = await deps.db.transaction(async (tx) => {
    if (watched) {
      await lockUserForAutoban(tx, user.id);
      if (await findActiveBan(tx, user.id, now)) return 'blocked' as const;
    }
    await recordPlaybackNetwork(tx, { userId: user.id, ...seenFrom, now });
    await prunePlaybackNetworks(tx, since);
    if (!watched) return 'recorded' as const;

    const seen = await listPlaybackNetworksSince(tx, user.id, since);
    const limit = config.max_diff_ip_views_per_user;
    if (seen.length <= limit) return 'recorded' as const;
    const details: TAutobanDetails = {
      window_hours: AUTOBAN_WINDOW_HOURS,
      limit,
      networks: seen.map((row) => ({
        network: row.network,
        last_address: row.lastAddress,
        first_seen: row.firstSeenAt.toISOString(),
        last_seen: row.lastSeenAt.toISOString(),
        starts: row.starts,
      })),
    };
    await imposeBan(tx, {
      userId: user.id,
      reason: autobanReason(seen.length, limit),
      until: null,
      forever: true,
      actorUserId: null,
      origin: 'autoban',
      details,
      now,
    });
    await deletePlaybackNetworks(tx, user.id);
    if (config.send_email_after_ip_ban) {
      const mail = autobanMail(
        user.language as Language,
        user.email,
        {
          networks: seen.length,
          limit,
          windowHours: AUTOBAN_WINDOW_HOURS,
          contactEmail: config.contact_email,
        },
        `${deps.env.PUBLIC_URL}${WEB_ROUTES.contact}`,
      );
      await deps.mail.enqueue(tx, { ...mail, kind: 'autoban' });
    }
    return 'banned' as const;
  });
  if (outcome === 'recorded') return;
  if (outcome === 'banned' && config.send_email_after_ip_ban) deps.mail.kick();
  throw userBlocked();
}
