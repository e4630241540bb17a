import type { TUserList, TUserListQuery } from '@scena/shared/users/user-list';
import type { AppDeps } from '../../deps';
import { getAppConfig } from '../settings';
import { toAdminUserDto } from './user-dto';
import { countUsers, findUsersPage } from './users.repository';

/**
 * GET /api/users: one page of the users whose first name, last name or e-mail contain every word of the search
 * (case and diacritics ignored: "zazolc" finds "Zażółć"), sorted on the server, and how many match in all.
 */
export async function listUsers(deps: Pick<AppDeps, 'db'>, query: TUserListQuery): Promise<TUserList> {
  const words = query.search.split(/\s+/).filter(Boolean);
  const rows = await findUsersPage(deps.db, {
    words,
    sort: query.sort,
    order: query.order,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const count = await countUsers(deps.db, words);
  const { tos_version: tosVersion } = await getAppConfig(deps.db);
  return {
    users: rows.map((row) => toAdminUserDto(row.user, { tosVersion, paymentStatus: row.paymentStatus })),
    count,
  };
}
