import { ROLE } from '@scena/shared';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { eraseAuditedFields, writeAudit } from '../../lib/audit';
import { revokeSessions } from './user-sessions.repository';
import { accessibleUser } from './user-access';
import { updateUser } from './users.repository';

/** Stored instead of a password hash: no password verifies against it. */
const NO_PASSWORD = '!deleted';

/** The personal data a deletion erases: from the account, and from the audit rows of its earlier edits. */
const PERSONAL_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'birthday',
  'countryCode',
  'street',
  'postalCode',
  'city',
  'state',
  'nip',
  'company',
  'lastIp',
  'lastCountry',
] as const;

/**
 * DELETE /api/users/{id}: the account is closed and its personal data erased (product-decisions §12). The row
 * stays, so the account's orders and invoices keep their buyer for accounting; the e-mail becomes a unique
 * tombstone, so the address is free for a new account.
 */
export async function deleteUser(deps: AppDeps, actor: UserRow, userId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const target = await accessibleUser(tx, actor, userId);
    await revokeSessions(tx, userId, 'deleted', now);
    await updateUser(tx, userId, {
      roleId: ROLE.deleted,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: NO_PASSWORD,
      firstname: 'Usunięty',
      lastname: 'użytkownik',
      birthday: null,
      countryCode: null,
      street: null,
      postalCode: null,
      city: null,
      state: null,
      nip: null,
      company: null,
      mailing: false,
      mailingConsentAt: null,
      unsubscribeToken: null,
      lastIp: null,
      lastCountry: null,
      deletedAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: 'user.delete',
      entity: 'user',
      entityId: userId,
      // The role only: the personal data this erases must not live on in the audit log.
      changes: { before: { roleId: target.roleId }, after: { roleId: ROLE.deleted } },
      now,
    });
    await eraseAuditedFields(tx, 'user', userId, PERSONAL_FIELDS);
  });
}
