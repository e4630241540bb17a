import type { TBan } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { toBanDto } from './ban-dto';
import { listBansWithUsers } from './bans.repository';

/** GET /api/bans: every ban, expired ones too (the list is the block history), newest first. */
export async function listBans(deps: AppDeps): Promise<TBan[]> {
  return (await listBansWithUsers(deps.db)).map(toBanDto);
}
