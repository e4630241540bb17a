import type { z } from 'zod';
import { ROLE, V, ZEditUser, type TAdminUser, type TEditUser, type TUser } from '@scena/shared';
import { changedFields } from '@scena/shared/audit/changes';
import type { AppDeps } from '../../deps';
import type { NewUserRow, UserRow } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import type { RateLimitKey } from '../../lib/rate-limit';
import { revokeSessions } from './user-sessions.repository';
import type { SessionContext } from '../../plugins/auth';
import { getAppConfig } from '../settings';
import { accessibleUser, isAdminRow } from './user-access';
import { toAdminUserDto, toUserDto } from './user-dto';
import { isEmailTakenByOther, updateUserUnlessEmailTaken } from './users.repository';

function onTrustedDomain(deps: AppDeps, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return deps.env.TRUSTED_ADMIN_DOMAINS.includes(domain);
}

/** Checks what only an administrator may change; answers the e-mail and role the account will have. */
function checkPrivilegedFields(
  deps: AppDeps,
  actor: UserRow,
  target: UserRow,
  form: z.output<typeof ZEditUser>,
) {
  const email = form.email ?? target.email;
  const roleId = form.role_id ?? target.roleId;
  if (!isAdminRow(actor)) {
    const refused: Record<string, string> = {};
    if (email !== target.email) refused.email = V.notAllowed;
    if (roleId !== target.roleId) refused.role_id = V.notAllowed;
    if (Object.keys(refused).length > 0) throw invalid(refused);
  }
  // An administrator giving up their own role could leave the theatre with none: another one must do it.
  if (actor.id === target.id && isAdminRow(target) && roleId !== ROLE.admin) {
    throw invalidField('role_id', V.ownAdminRole);
  }
  // Deletion also erases personal data, so it happens only through DELETE /api/users/{id}.
  if (roleId === ROLE.deleted) throw invalidField('role_id', V.wrong);
  const becomesAdmin = roleId === ROLE.admin && (roleId !== target.roleId || email !== target.email);
  if (becomesAdmin && !onTrustedDomain(deps, email)) throw invalidField('role_id', V.adminDomain);
  return { email, roleId };
}

/**
 * The owner proves they know the password before changing how the account signs in — the password, or (an
 * administrator's own) e-mail, where a reset link would go — so a stolen session cannot take the account over.
 * An administrator changing someone else's is trusted without it. The web form's twin is ZEditOwnUser.
 */
async function checkCurrentPassword(
  deps: AppDeps,
  actor: UserRow,
  target: UserRow,
  form: z.output<typeof ZEditUser>,
  email: string,
) {
  const changesSignIn = Boolean(form.password) || email !== target.email;
  if (!changesSignIn || actor.id !== target.id) return;
  if (!form.current_password) throw invalidField('current_password', V.required);
  const failures: RateLimitKey = ['passwordChangeFailures', String(target.id)];
  await deps.limiter.hit(failures);
  if (!(await verifyPassword(target.passwordHash, form.current_password))) {
    throw invalidField('current_password', V.currentPassword);
  }
  await deps.limiter.forgive(failures);
}

/**
 * PUT /api/users/{id}: the owner edits their data; an administrator also the e-mail and role. A new password
 * signs the account out everywhere except on the device that changed it; a new role signs it out everywhere.
 */
export async function editUser(
  deps: AppDeps,
  session: SessionContext,
  userId: number,
  input: TEditUser,
): Promise<TUser | TAdminUser> {
  const form = ZEditUser.parse(input);
  const actor = session.user;
  const target = await accessibleUser(deps.db, actor, userId);
  const { email, roleId } = checkPrivilegedFields(deps, actor, target, form);
  await checkCurrentPassword(deps, actor, target, form, email);
  const passwordHash = form.password ? await hashPassword(form.password) : undefined;
  const now = deps.clock.now();

  const values: Partial<NewUserRow> = {
    firstname: form.firstname,
    lastname: form.lastname,
    birthday: form.birthday,
    countryCode: form.country_code,
    street: form.street,
    postalCode: form.postal_code,
    city: form.city,
    state: form.state,
    company: form.company,
    nip: form.nip,
    language: form.language,
    email,
    roleId,
  };
  const changed = Object.entries(values)
    .filter(([key, value]) => value !== undefined && value !== target[key as keyof UserRow])
    .map(([key]) => key);
  if (passwordHash) changed.push('password');

  const { user, tosVersion } = await deps.db.transaction(async (tx) => {
    if (email !== target.email && (await isEmailTakenByOther(tx, email, userId))) {
      throw invalidField('email', V.emailTaken);
    }
    const updated = await updateUserUnlessEmailTaken(tx, userId, { ...values, passwordHash, updatedAt: now });
    if (updated === 'email_taken') throw invalidField('email', V.emailTaken);
    if (!updated) throw notFound();
    if (roleId !== target.roleId) {
      // A session carries what its sign-in proved: a new role is earned by signing in again (an administrator
      // through the mailed link), and a lost one must not linger on an open device.
      await revokeSessions(tx, userId, 'role', now);
    } else if (passwordHash) {
      const keep = actor.id === userId ? session.sessionId : undefined;
      await revokeSessions(tx, userId, 'password', now, keep);
    }
    if (isAdminRow(actor) && changed.length > 0) {
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'user.update',
        entity: 'user',
        entityId: userId,
        changes: changedFields(target, { ...values, password: passwordHash }),
        now,
      });
    }
    return { user: updated, tosVersion: (await getAppConfig(tx)).tos_version };
  });
  return isAdminRow(actor) ? toAdminUserDto(user, { tosVersion }) : toUserDto(user, { tosVersion });
}
