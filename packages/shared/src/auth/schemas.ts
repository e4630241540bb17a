import { z } from 'zod';
import { ZUser } from '../users/schemas';
import { V } from '../validation/messages';
import {
  requiredText,
  zBirthday,
  zCountryCode,
  zEmail,
  zPassword,
  zPersonName,
  zTicked,
  whenBothStrings,
  EMAIL_MAX,
  PASSWORD_MAX,
} from '../validation/rules';

/** Sign-in: only presence is checked (visitor-side.md §5); a wrong pair is refused by the server. */
export const ZSignIn = z.object({
  email: requiredText()
    .max(EMAIL_MAX, { error: V.tooLong })
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: V.required })
    .min(1, { error: V.required })
    .max(PASSWORD_MAX, { error: V.tooLong }),
  remember: z.boolean().optional().default(false),
});
export type TSignIn = z.input<typeof ZSignIn>;

export const ZSignUp = z
  .object({
    email: zEmail(),
    password: zPassword(),
    repeatpassword: z.string({ error: V.required }).min(1, { error: V.required }),
    firstname: zPersonName(),
    lastname: zPersonName(),
    birthday: zBirthday(),
    country_code: zCountryCode(),
    tos: zTicked(),
    mailing: z.boolean().optional().default(false),
    language: z.enum(['pl', 'en']).optional(),
  })
  .refine((form) => form.password === form.repeatpassword, {
    path: ['repeatpassword'],
    error: V.passwdmatch,
    when: whenBothStrings('password', 'repeatpassword'),
  });
export type TSignUp = z.input<typeof ZSignUp>;

export const ZEmailOnly = z.object({ email: zEmail() });
export type TEmailOnly = z.input<typeof ZEmailOnly>;

/** A link out of a mail: the address and the single-use token it carries. */
export const ZEmailToken = z.object({
  email: zEmail(),
  token: requiredText().max(200, { error: V.linkInvalid }),
});
export type TEmailToken = z.input<typeof ZEmailToken>;

export const ZAdminLinkSignIn = z.object({
  login_email: zEmail(),
  login_token: requiredText().max(200, { error: V.linkInvalid }),
});
export type TAdminLinkSignIn = z.input<typeof ZAdminLinkSignIn>;

export const ZNewPassword = z
  .object({
    newpassword: zPassword(),
    repeatpassword: z.string({ error: V.required }).min(1, { error: V.required }),
    email: zEmail(),
    token: requiredText().max(200, { error: V.linkInvalid }),
  })
  .refine((form) => form.newpassword === form.repeatpassword, {
    path: ['repeatpassword'],
    error: V.passwdmatch,
    when: whenBothStrings('newpassword', 'repeatpassword'),
  });
export type TNewPassword = z.input<typeof ZNewPassword>;

/** POST /api/auth/logout: the session is named by x-auth-token, or by `token` (the web app sends both). */
export const ZSignOut = z.object({
  token: z.string({ error: V.wrong }).max(200, { error: V.wrong }).optional(),
});
export type TSignOut = z.input<typeof ZSignOut>;

/** GET /api/users/validate-session: the signed-in user and when the session ends. */
export const ZSessionState = z.object({ user: ZUser, expiresAt: z.string() });
export type TSessionState = z.infer<typeof ZSessionState>;

/** Session lengths and link lifetimes (product-decisions §7). */
export const SESSION_TTL_MS = { remember: 30 * 24 * 3600_000, standard: 12 * 3600_000 } as const;
export const LINK_TTL_MS = { verify: 48 * 3600_000, reset: 3600_000, admin_login: 10 * 60_000 } as const;
