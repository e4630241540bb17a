import type { Language } from '@scena/shared';
import { LINK_TTL_MS } from '@scena/shared';
import { mailedLinkPath } from '@scena/shared/site/site-paths';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { hashToken, newToken } from '../../lib/crypto';
import { adminLinkMail, passwordResetMail, verificationMail } from '../notifications';
import { insertLinkToken, retireLinkTokens, type LinkPurpose } from './auth.repository';

/**
 * How many links of a purpose work at once. Every verification mail keeps its promise of 48 hours: the person who
 * signs in before verifying gets another mail, and the first one must still work (whichever is used, proves the
 * address and retires the rest). Ten bounds what a script holding the password could pile up; the eleventh mail
 * retires the oldest. Each link is 256 random bits and only reaches the account's own mailbox, so several live
 * ones tell an attacker nothing that one would not. A reset or an administrator's link is a key to the account:
 * only the newest works.
 */
const LIVE_LINKS: Record<LinkPurpose, number> = { verify: 10, reset: 1, admin_login: 1 };

/**
 * Issues a single-use link for `purpose` (the oldest stop working past LIVE_LINKS) and puts its mail in the
 * outbox, all in the caller's transaction.
 */
export async function sendLinkMail(
  deps: Pick<AppDeps, 'clock' | 'env' | 'mail'>,
  tx: Db,
  user: UserRow,
  purpose: LinkPurpose,
): Promise<void> {
  const now = deps.clock.now();
  const token = newToken();
  await retireLinkTokens(tx, user.id, purpose, now, LIVE_LINKS[purpose] - 1);
  await insertLinkToken(tx, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
  });
  const url = `${deps.env.PUBLIC_URL}${mailedLinkPath(purpose, token, user.email)}`;
  const language = user.language as Language;
  const mail =
    purpose === 'verify'
      ? verificationMail(language, user.email, user.firstname, url)
      : purpose === 'reset'
        ? passwordResetMail(language, user.email, url)
        : adminLinkMail(language, user.email, url);
  await deps.mail.enqueue(tx, { ...mail, kind: purpose });
}

/** Issues a link when nothing else changes with it: its own transaction, then the outbox is asked to send. */
export async function mailLink(
  deps: Pick<AppDeps, 'clock' | 'db' | 'env' | 'mail'>,
  user: UserRow,
  purpose: LinkPurpose,
): Promise<void> {
  await deps.db.transaction((tx) => sendLinkMail(deps, tx, user, purpose));
  deps.mail.kick();
}
