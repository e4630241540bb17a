import {
  MIN_MARKETING_AGE,
  ROLE,
  ageOn,
  warsawToday,
  type Language,
  type TSignUp,
  ZSignUp,
} from '@scena/shared';
import type { AppDeps } from '../../deps';
import { hashPassword, newToken } from '../../lib/crypto';
import { invalidField } from '../../lib/errors';
import { insertUser } from '../users/users.repository';
import { getAppConfig } from '../settings/get-app-config';
import { sendLinkMail } from './links';

/**
 * POST /api/users: creates an unverified account (role 4) and mails the verification link. Marketing consent
 * is recorded with its time, and never taken from anyone under 16 (product-decisions §10).
 */
export async function signUp(deps: AppDeps, input: TSignUp, meta: { language: Language }) {
  const form = ZSignUp.parse(input);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(form.password);
  const mailing = form.mailing && ageOn(form.birthday, warsawToday(now)) >= MIN_MARKETING_AGE;
  const user = await deps.db.transaction(async (tx) => {
    // The ticked terms box is the acceptance of the current terms, so a new user sees no terms modal.
    const { tos_version } = await getAppConfig(tx);
    const created = await insertUser(tx, {
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
    if (!created) throw invalidField('email', 'form.validate.email_taken');
    await sendLinkMail(deps, tx, created, 'verify');
    return created;
  });
  deps.mail.kick();
  return user;
}
