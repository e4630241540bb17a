import { CODE_V, type TActivationAnswer } from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { clientKey, type RateLimitKey } from '../../../lib/rate-limit';
import { isAdminRow } from '../../users';
import { codeStanding } from '@scena/shared/commerce/code-standing';
import { findCodeByText, insertActivation, listCodeLedgers, listUserActivations } from './codes.repository';
import { ledgerOf } from '../../product-access';
import { userCodeDto } from './code-dto';

/**
 * POST /api/users/{id}/codes: binds a code to the user (visitor-side.md §7). Unknown and expired codes are
 * refused, and so is one with no uses left — a voucher with no money left (one with some left goes on with whoever
 * has its code) — unless this user already holds it (then it says "used" or "active"). Wrong codes count against a
 * limit per user and per client, so codes cannot be guessed by a script.
 * An administrator's activation (on the user's page) writes an audit row.
 */
export async function activateCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limiter'>,
  actor: UserRow,
  userId: number,
  text: string,
  ip: string,
): Promise<{ created: boolean; answer: TActivationAnswer }> {
  const now = deps.clock.now();
  const limits: RateLimitKey[] = [
    ['codeActivationFailures', `user:${userId}`],
    ['codeActivationFailures', `ip:${clientKey(ip)}`],
  ];
  // Counted before the check and forgiven on success, so parallel guesses cannot all slip past.
  await deps.limiter.hit(...limits);
  const code = await findCodeByText(deps.db, text);
  if (!code) throw invalidField('code', CODE_V.codeUnknown);
  const [existing] = await listUserActivations(deps.db, userId, code.id);
  if (existing) {
    await deps.limiter.forgive(...limits);
    const dto = userCodeDto(existing, now);
    return { created: false, answer: { status: dto.used ? 'used' : 'active', code: dto } };
  }
  if (code.expiresAt.getTime() <= now.getTime()) throw invalidField('code', CODE_V.codeExpired);
  const ledger = (await listCodeLedgers(deps.db, [code.id])).get(code.id)!;
  if (codeStanding(ledgerOf(ledger), { usedIt: false, expired: false }).state === 'used_up')
    throw invalidField('code', CODE_V.codeUsedUp);
  await deps.limiter.forgive(...limits);
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await insertActivation(tx, code.id, userId, now);
    if (inserted && isAdminRow(actor)) {
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'user.code_activate',
        entity: 'user',
        entityId: userId,
        changes: { before: null, after: { code_id: code.id, code: code.code } },
        now,
      });
    }
    return inserted;
  });
  const [row] = await listUserActivations(deps.db, userId, code.id);
  if (!row) throw notFound();
  return { created, answer: { status: created ? 'activated' : 'active', code: userCodeDto(row, now) } };
}
