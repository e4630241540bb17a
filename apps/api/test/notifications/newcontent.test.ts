import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import { mailOutbox, users, type UserRow } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { auditCount, createUser, demoSession, userWithSession } from '../users/session-fixtures';

let t: TestApp;
let adminToken: string;
let subscriberEn: UserRow;
let subscriberPl: UserRow;
let notSubscribed: UserRow;
let unverified: UserRow;
let deleted: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  const now = t.clock.now();
  subscriberEn = await createUser(t, { language: 'en', mailing: true, mailingConsentAt: now });
  subscriberPl = await createUser(t, {
    mailing: true,
    mailingConsentAt: now,
    unsubscribeToken: 'existing-token-of-the-polish-subscriber-000000000000',
  });
  notSubscribed = await createUser(t, { roleId: ROLE.premium });
  unverified = await createUser(t, { roleId: ROLE.unverified, verifiedAt: null, mailing: true });
  deleted = await createUser(t, { roleId: ROLE.deleted, deletedAt: now, mailing: true });
});
afterAll(() => t.close());

function send(payload: unknown, token: string | null = adminToken) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/newcontent',
    payload: payload as Record<string, unknown>,
    headers: token ? auth(token) : {},
  });
}

async function newContentMails() {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'newcontent'))
    .orderBy(mailOutbox.id);
}

/** Who should get the mail, computed from every user row (independently of the service's query). */
async function expectedRecipients(mailingOnly: boolean): Promise<string[]> {
  const rows = await t.database.db.select().from(users);
  return rows
    .filter(
      (u) => [1, 2, 3].includes(u.roleId) && !u.deletedAt && u.verifiedAt && (!mailingOnly || u.mailing),
    )
    .map((u) => u.email)
    .sort();
}

async function newContentDate(): Promise<string | null> {
  const config = await t.app.inject({ method: 'GET', url: '/api/appconfig/', headers: auth(adminToken) });
  return config.json().notify_newcontent_date;
}

function unsubscribeLink(text: string): URL | undefined {
  const match = text.match(/https?:\/\/\S+\/api\/mailing\/unsubscribe\?token=\S+/);
  return match ? new URL(match[0]) : undefined;
}

describe('POST /api/notifications/newcontent', () => {
  it('who may not: anonymous 401, standard user 403; invalid body 422; nothing written', async () => {
    const audits = await auditCount(t);
    expect((await send({ allUsers: true }, null)).statusCode).toBe(401);
    const { token } = await userWithSession(t);
    expect((await send({ allUsers: true }, token)).statusCode).toBe(403);
    for (const [payload, formError] of [
      [{}, { allUsers: 'form.validate.wrong' }],
      [{ allUsers: 'yes' }, { allUsers: 'form.validate.wrong' }],
      [{ allUsers: true, extra: 1 }, { extra: 'form.validate.not_allowed' }],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await newContentMails()).toHaveLength(0);
    expect(await auditCount(t)).toBe(audits);
    expect(await newContentDate()).toBeNull();
  });

  it('allUsers false: one mail per subscriber, in their language, with a working unsubscribe link', async () => {
    const expected = await expectedRecipients(true);
    expect(expected).toEqual(expect.arrayContaining([subscriberEn.email, subscriberPl.email]));
    expect(expected).not.toContain(notSubscribed.email);

    const response = await send({ allUsers: false });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(response.json()).toEqual({ queued: expected.length, notify_newcontent_date: now });
    expect(await newContentDate()).toBe(now);
    expect(await auditCount(t, 'notifications.newcontent')).toBe(1);

    const mails = await newContentMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(expected);
    const en = mails.find((mail) => mail.to === subscriberEn.email)!;
    const pl = mails.find((mail) => mail.to === subscriberPl.email)!;
    expect(en.subject).toBe('New on the stage');
    expect(en.text).toContain('Hello Zofia,');
    expect(pl.subject).toBe('Nowości na scenie');
    expect(pl.html).toContain('Wypisz się z newslettera');
    for (const mail of mails) expect(unsubscribeLink(mail.text)).toBeDefined();

    // The Polish subscriber keeps the token they had; the English one got one now.
    expect(unsubscribeLink(pl.text)!.searchParams.get('token')).toBe(subscriberPl.unsubscribeToken);
    const [enRow] = await t.database.db.select().from(users).where(eq(users.id, subscriberEn.id));
    expect(enRow!.unsubscribeToken).toBeTruthy();
    const link = unsubscribeLink(en.text)!;
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('token')).toBe(enRow!.unsubscribeToken);

    // The link works without signing in.
    const unsubscribed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ mailing: false });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, subscriberEn.id));
    expect(after!.mailing).toBe(false);
  });

  it('refuses a second send within 10 minutes, then allUsers true mails every active user', async () => {
    const before = (await newContentMails()).length;
    const audits = await auditCount(t);
    const sentAt = await newContentDate();

    for (const wait of [0, 9 * 60_000 + 59_000]) {
      t.clock.advance(wait);
      const refused = await send({ allUsers: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().formError).toEqual({ allUsers: 'form.validate.newcontent_recent' });
    }
    expect(await newContentMails()).toHaveLength(before);
    expect(await auditCount(t)).toBe(audits);
    expect(await newContentDate()).toBe(sentAt);

    t.clock.advance(1000);
    const expected = await expectedRecipients(false);
    expect(expected).toEqual(expect.arrayContaining([notSubscribed.email, subscriberEn.email]));
    expect(expected).not.toContain(unverified.email);
    expect(expected).not.toContain(deleted.email);

    const response = await send({ allUsers: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().queued).toBe(expected.length);
    const mails = (await newContentMails()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(expected);

    // Users who are not subscribed get no unsubscribe line; subscribers still do.
    const toNotSubscribed = mails.find((mail) => mail.to === notSubscribed.email)!;
    expect(unsubscribeLink(toNotSubscribed.text)).toBeUndefined();
    expect(toNotSubscribed.html).not.toContain('unsubscribe');
    expect(unsubscribeLink(mails.find((mail) => mail.to === subscriberPl.email)!.text)).toBeDefined();
    // The English user unsubscribed above: an ordinary mail in English, without the link.
    const en = mails.find((mail) => mail.to === subscriberEn.email)!;
    expect(en.subject).toBe('New on the stage');
    expect(unsubscribeLink(en.text)).toBeUndefined();
    const [notSubscribedRow] = await t.database.db.select().from(users).where(eq(users.id, notSubscribed.id));
    expect(notSubscribedRow!.unsubscribeToken).toBeNull();
  });
});
