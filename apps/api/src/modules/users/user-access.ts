import { ROLE, isAdmin } from '@scena/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findUserById } from './users.repository';

export function isAdminRow(user: UserRow): boolean {
  return isAdmin({ role_id: user.roleId });
}

/**
 * The account `userId` as `actor` may reach it: their own, or anyone's for an administrator. Someone else's,
 * a missing and a deleted account all answer 404, so that existence is never revealed (product-decisions §1).
 */
export async function accessibleUser(db: Db, actor: UserRow, userId: number): Promise<UserRow> {
  if (actor.id !== userId && !isAdminRow(actor)) throw notFound();
  const user = await findUserById(db, userId);
  if (!user || user.roleId === ROLE.deleted) throw notFound();
  return user;
}
