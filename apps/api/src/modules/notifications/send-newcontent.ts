import { languageOr } from '@scena/shared';
import {
  NEWCONTENT_MIN_INTERVAL_MS,
  type TNewContentNotification,
  type TNewContentQueued,
} from '@scena/shared/settings/notifications';
import { WEB_ROUTES } from '@scena/shared/site/web-routes';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { invalidField } from '../../lib/errors';
import { CONFIG_CACHE_PREFIX, lockSetting, upsertSettings } from '../settings';
import { newContentMail } from './mail-templates';
import { findNewContentRecipients } from './newcontent.repository';
import { unsubscribeLink } from './unsubscribe-link';

const SETTING = 'notify_newcontent_date';

/**
 * POST /api/notifications/newcontent: one "new content" mail per recipient through the outbox, in one
 * transaction with the new notify_newcontent_date and the audit row. allUsers → every active user, else the
 * mailing subscribers only (product-decisions §23). Subscribers' mails carry the unsubscribe link (their token is
 * created if missing); an allUsers mail to someone who is not subscribed has no unsubscribe line, as there is
 * nothing to unsubscribe from. The setting's row is locked, so a second send within 10 minutes — a double click,
 * or two administrators at once — is refused with 'form.validate.newcontent_recent'.
 */
export async function sendNewContent(
  deps: AppDeps,
  actorUserId: number,
  input: TNewContentNotification,
): Promise<TNewContentQueued> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const last = await lockSetting(tx, SETTING, now);
    const lastTime = typeof last === 'string' ? Date.parse(last) : NaN;
    if (Number.isFinite(lastTime) && now.getTime() - lastTime < NEWCONTENT_MIN_INTERVAL_MS) {
      throw invalidField('allUsers', 'form.validate.newcontent_recent');
    }
    const recipients = await findNewContentRecipients(tx, { mailingOnly: !input.allUsers });
    const site = `${deps.env.PUBLIC_URL}${WEB_ROUTES.home}`;
    for (const recipient of recipients) {
      const unsubscribe = recipient.mailing
        ? await unsubscribeLink(tx, deps.env.PUBLIC_URL, recipient, now)
        : null;
      const mail = newContentMail(languageOr(recipient.language), recipient.email, recipient.firstname, {
        site,
        unsubscribe,
      });
      await deps.mail.enqueue(tx, { ...mail, kind: 'newcontent' });
    }
    const date = now.toISOString();
    await upsertSettings(tx, { [SETTING]: date }, now);
    await writeAudit(tx, {
      actorUserId,
      action: 'notifications.newcontent',
      entity: 'notification',
      data: { allUsers: input.allUsers, queued: recipients.length },
      now,
    });
    return { queued: recipients.length, notify_newcontent_date: date };
  });
  await deps.cache.invalidate(CONFIG_CACHE_PREFIX);
  deps.mail.kick();
  return result;
}
