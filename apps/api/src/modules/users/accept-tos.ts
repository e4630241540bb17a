import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getAppConfig } from '../settings';
import { updateUser } from './users.repository';

/**
 * POST /api/users/{id}/accept-tos: records which terms version the user accepted and when
 * (product-decisions §13). Only the user can accept for themselves, so an administrator gets 404 too.
 */
export async function acceptTos(deps: AppDeps, actor: UserRow, userId: number): Promise<void> {
  if (actor.id !== userId) throw notFound();
  const now = deps.clock.now();
  const { tos_version } = await getAppConfig(deps.db);
  await updateUser(deps.db, userId, { tosVersion: tos_version, tosAcceptedAt: now, updatedAt: now });
}
