import type { Db } from '../../db/client';
import type { MailAttachment } from '../../db/schema/mail';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | null;
}

/** Where a mail leaves the product: SMTP in production, the dev mailbox otherwise. */
export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  /** `db` is for transports that write to the database (the dev mailbox). */
  send(mail: OutgoingMail, db: Db): Promise<void>;
  close?(): Promise<void>;
}
