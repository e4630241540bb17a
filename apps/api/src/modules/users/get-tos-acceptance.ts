import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { getAppConfig } from '../settings';
import { accessibleUser } from './user-access';

/** GET /api/users/{id}/accept-tos: has the account accepted the current terms version? */
export async function getTosAcceptance(deps: AppDeps, actor: UserRow, userId: number): Promise<boolean> {
  const user = await accessibleUser(deps.db, actor, userId);
  const { tos_version } = await getAppConfig(deps.db);
  return (user.tosVersion ?? 0) >= tos_version;
}
