import type { TBan } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { toBanDto } from './ban-dto';
import { listBansWithUsers } from './bans.repository';

/**
 * GET /api/bans: every ban, expired ones too (the list is the block history), newest first; with `userId`, that
 * user's (their page).
 */
export async function listBans(deps: Pick<AppDeps, 'db'>, userId?: number): Promise<TBan[]> {
  return (await listBansWithUsers(deps.db, { userId })).map(toBanDto);
}
