import { z } from 'zod';
import { V } from '../validation/messages';
import {
  zBirthday,
  zCountryCode,
  zEmail,
  zOptionalPlainText,
  zPassword,
  zPersonName,
  PASSWORD_MAX,
} from '../validation/rules';
import { ROLE } from './roles';

/** The most characters of the optional address and invoice fields of an account (the users table's columns). */
export const USER_STREET_MAX = 100;
export const USER_POSTAL_CODE_MAX = 10;
export const USER_CITY_MAX = 30;
export const USER_STATE_MAX = 30;
export const USER_COMPANY_MAX = 100;
export const USER_NIP_MAX = 20;

/**
 * Edit user (visitor-side.md §5, admin-commerce-people.md §5). e-mail and role are accepted only from an
 * administrator; the server refuses them from anyone else.
 */
export const ZEditUser = z
  .object({
    firstname: zPersonName(),
    lastname: zPersonName(),
    birthday: zBirthday(),
    country_code: zCountryCode(),
    street: zOptionalPlainText(USER_STREET_MAX),
    postal_code: zOptionalPlainText(USER_POSTAL_CODE_MAX),
    city: zOptionalPlainText(USER_CITY_MAX),
    state: zOptionalPlainText(USER_STATE_MAX),
    company: zOptionalPlainText(USER_COMPANY_MAX),
    nip: zOptionalPlainText(USER_NIP_MAX),
    password: z.union([z.literal(''), zPassword()]).optional(),
    repeatpassword: z.string().optional(),
    // Checked against the stored hash, not the password rules: those may have changed since it was set.
    current_password: z.string().max(PASSWORD_MAX, { error: V.tooLong }).optional(),
    language: z.enum(['pl', 'en']).optional(),
    email: zEmail().optional(),
    role_id: z
      .number({ error: V.wrong })
      .int({ error: V.wrong })
      .refine((value) => Object.values(ROLE).includes(value as 1), { error: V.wrong })
      .optional(),
  })
  .refine((form) => !form.password || form.password === form.repeatpassword, {
    path: ['repeatpassword'],
    error: V.passwdmatch,
  });
export type TEditUser = z.input<typeof ZEditUser>;

/**
 * The owner's own form: a new password needs the current one, so a stolen session cannot take the account
 * over. An administrator editing someone else uses ZEditUser and needs none. The server's twin is
 * checkCurrentPassword in apps/api/src/modules/users/edit-user.ts.
 */
export const ZEditOwnUser = ZEditUser.refine((form) => !form.password || !!form.current_password, {
  path: ['current_password'],
  error: V.required,
});

/** The user as the user (and the admin) sees it: never the raw row. */
export const ZUser = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  birthday: z.string().nullable(),
  country_code: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  nip: z.string().nullable(),
  company: z.string().nullable(),
  mailing: z.boolean(),
  role_id: z.number(),
  role: z.string(),
  language: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  tos_accepted: z.boolean(),
  paymentStatus: z.number(),
});
export type TUser = z.infer<typeof ZUser>;

/** What an administrator additionally sees: the last sign-in's IP and its country (GeoIP). */
export const ZAdminUser = ZUser.extend({ last_ip: z.string().nullable(), country: z.string().nullable() });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZSession = z.object({ user: ZUser, token: z.string(), expiresAt: z.string() });
export type TSession = z.infer<typeof ZSession>;

export const ZMailing = z.object({ mailing: z.boolean() });

/** The link in every mailing e-mail: unsubscribes without signing in (product-decisions §10). */
export const ZUnsubscribeQuery = z.object({
  token: z.string({ error: V.required }).min(1, { error: V.required }).max(100, { error: V.linkInvalid }),
});

/** POST /api/users/reject-tos: the terms version everyone must now accept. */
export const ZTosVersion = z.object({ tos_version: z.number() });

export const ZAcceptTos = z.object({ accept_tos: z.boolean() });
