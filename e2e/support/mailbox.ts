import { expect, type APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Waits for a mail to `to` whose text has a link to `path`, and answers that link (made relative to the app). */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  path: string,
  after?: Date,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox/messages');
        const mails = (await response.json()) as Mail[];
        const mail = mails.find(
          (item) =>
            item.to === to.toLowerCase() &&
            (!after || new Date(item.created_at) >= after) &&
            item.text.includes(path),
        );
        link = mail?.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S*`))?.[0];
        return link;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${path} link` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
/** A unique e-mail for a person who signs up in a test. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}
