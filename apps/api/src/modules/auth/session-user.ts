import type { TUser } from '@scena/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { getAppConfig } from '../settings';
import { toUserDto } from '../users';

/** The signed-in user as sessions answer it: terms acceptance is judged against the current terms version. */
export async function sessionUserDto(db: Db, user: UserRow): Promise<TUser> {
  const config = await getAppConfig(db);
  return toUserDto(user, { tosVersion: config.tos_version });
}
