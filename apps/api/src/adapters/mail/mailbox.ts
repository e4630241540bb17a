import type { Clock } from '../../lib/clock';
import { devMailbox } from '../../db/schema';
import type { MailTransport } from './transport';

/** The dev mailbox: mail is stored in the database and listed at /dev/mailbox. Never used in production. */
export function createMailboxTransport(clock: Clock): MailTransport {
  return {
    name: 'mailbox',
    async send(mail, db) {
      await db
        .insert(devMailbox)
        .values({ ...mail, attachments: mail.attachments ?? null, createdAt: clock.now() });
    },
  };
}
