import {
  MIN_MARKETING_AGE,
  ROLE,
  ageOn,
  warsawToday,
  type Language,
  type TSignUp,
  ZSignUp,
} from '@scena/shared';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import { hashPassword, newToken } from '../../lib/crypto';
import { findUserByEmail, insertUser } from '../users';
import { signUpAttemptMail } from '../notifications';
import { getAppConfig } from '../settings';
import { sendLinkMail } from './links';

/**
 * POST /api/users: creates an unverified account (role 4) and mails the verification link. Marketing consent
 * is recorded with its time, and never taken from anyone under 16 (product-decisions §10). A taken address
 * answers exactly the same after the same work (the password is hashed either way), so no answer tells who is
 * registered (ARCHITECTURE §6): nothing is written and the address's owner is told by mail instead.
 */
export async function signUp(deps: AppDeps, input: TSignUp, meta: { language: Language }): Promise<void> {
  const form = ZSignUp.parse(input);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(form.password);
  const mailing = form.mailing && ageOn(form.birthday, warsawToday(now)) >= MIN_MARKETING_AGE;
  const created = await deps.db.transaction(async (tx) => {
    // The ticked terms box is the acceptance of the current terms, so a new user sees no terms modal.
    const { tos_version } = await getAppConfig(tx);
    const user = await insertUser(tx, {
      email: form.email,
      passwordHash,
      firstname: form.firstname,
      lastname: form.lastname,
      birthday: form.birthday,
      countryCode: form.country_code,
      mailing,
      mailingConsentAt: mailing ? now : null,
      unsubscribeToken: mailing ? newToken() : null,
      roleId: ROLE.unverified,
      language: form.language ?? meta.language,
      tosVersion: tos_version,
      tosAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (user) await sendLinkMail(deps, tx, user, 'verify');
    return user;
  });
  if (!created) await tellOwnerOfSignUpAttempt(deps, form.email);
  deps.mail.kick();
}

/**
 * Someone signed up with a taken address: its owner hears of it, a few times an hour at most. A deleted
 * account's tombstone address has no owner to tell.
 */
async function tellOwnerOfSignUpAttempt(deps: AppDeps, email: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner || owner.roleId === ROLE.deleted) return;
  if (!(await deps.limiter.allows(['signUpNotices', String(owner.id)]))) return;
  const mail = signUpAttemptMail(owner.language as Language, owner.email, owner.firstname, {
    signIn: `${deps.env.PUBLIC_URL}${WEB_ROUTES.signIn}`,
    resetPassword: `${deps.env.PUBLIC_URL}${WEB_ROUTES.resetPassword}`,
  });
  await deps.mail.enqueue(deps.db, { ...mail, kind: 'sign_up_attempt' });
}
