import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { accessibleUser } from '../users';

/** GET /api/mailing/{userId}. */
export async function getMailing(deps: AppDeps, actor: UserRow, userId: number): Promise<boolean> {
  return (await accessibleUser(deps.db, actor, userId)).mailing;
}
