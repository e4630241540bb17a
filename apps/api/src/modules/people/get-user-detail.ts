import type { TAdminUserDetail } from '@scena/shared/users/user-list';
import type { Language } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { listBans } from '../bans';
import { listUserOrders, listUserOrdersWithCodes } from '../commerce';
import { getAppConfig } from '../settings';
import { countCompletedOrders, findUserById, toAdminUserDto } from '../users';

/**
 * GET /api/users/{id}: the administrator's user page — the account, its orders of the four kinds (the codes
 * gifts and group tickets made with them) and its bans. A deleted account (role 5) still answers: its orders
 * stay for accounting, and the payment lists link their buyers here.
 */
export async function getUserDetail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  language: Language,
): Promise<TAdminUserDetail> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const { tos_version: tosVersion } = await getAppConfig(deps.db);
  return {
    user: toAdminUserDto(user, { tosVersion, paymentStatus: await countCompletedOrders(deps.db, user.id) }),
    orders: await listUserOrders(deps, user, 'event', language),
    videoOrders: await listUserOrders(deps, user, 'video', language),
    giftOrders: await listUserOrdersWithCodes(deps, user, 'gift', language),
    groupTicketOrders: await listUserOrdersWithCodes(deps, user, 'group_ticket', language),
    bans: await listBans(deps, user.id),
  };
}
