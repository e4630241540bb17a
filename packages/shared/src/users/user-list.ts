import { z } from 'zod';
import { V } from '../validation/messages';
import { ZOrder, ZOrderWithCodes } from '../commerce/orders';
import { ZBan } from './bans';
import { ZAdminUser } from './schemas';

/** The page sizes of the administrator's user list (admin-commerce-people.md §9); the first is the default. */
export const USER_PAGE_SIZES = [20, 30, 50, 100, 500] as const;
export type TUserPageSize = (typeof USER_PAGE_SIZES)[number];

/** The columns the user list sorts by on the server. */
export const USER_SORT_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'email',
  'role_id',
  'created_at',
  'last_login',
  'paymentStatus',
] as const;
export type TUserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** A search longer than this is refused: nobody types it, and a huge pattern only costs the database. */
export const USER_SEARCH_MAX = 100;

/**
 * GET /api/users: the users section's search box and the full list. `search` is a fragment of the first name,
 * last name or e-mail (each word of it must match one of them), ignoring case and Polish diacritics.
 */
export const ZUserListQuery = z.object({
  search: z.string({ error: V.wrong }).trim().max(USER_SEARCH_MAX, { error: V.tooLong }).default(''),
  page: z.coerce
    .number({ error: V.wrong })
    .int({ error: V.wrong })
    .min(1, { error: V.wrong })
    .max(1_000_000, { error: V.wrong })
    .default(1),
  per_page: z.coerce
    .number({ error: V.wrong })
    .refine((value) => (USER_PAGE_SIZES as readonly number[]).includes(value), { error: V.wrong })
    .default(USER_PAGE_SIZES[0]),
  sort: z.enum(USER_SORT_COLUMNS, { error: V.wrong }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: V.wrong }).default('desc'),
});
export type TUserListQueryInput = z.input<typeof ZUserListQuery>;
export type TUserListQuery = z.output<typeof ZUserListQuery>;

/** One page of users and how many match in all. */
export const ZUserList = z.object({ users: z.array(ZAdminUser), count: z.number() });
export type TUserList = z.infer<typeof ZUserList>;

/** GET /api/users/{id}: the administrator's user page (admin-commerce-people.md §3 "User"). */
export const ZAdminUserDetail = z.object({
  user: ZAdminUser,
  orders: z.array(ZOrder),
  videoOrders: z.array(ZOrder),
  giftOrders: z.array(ZOrderWithCodes),
  groupTicketOrders: z.array(ZOrderWithCodes),
  bans: z.array(ZBan),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
