import type { Db } from '../../db/client';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail leaves the product: SMTP in production, the dev mailbox otherwise. */
export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  /** `db` is for transports that write to the database (the dev mailbox). */
  send(mail: OutgoingMail, db: Db): Promise<void>;
  close?(): Promise<void>;
}
