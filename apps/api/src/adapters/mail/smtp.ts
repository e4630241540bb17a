import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailTransport } from './transport';

/** nodemailer's own time-outs run to minutes; a stuck server must not hold a mail's lease that long. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS } as SMTPTransport.Options);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? undefined,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
