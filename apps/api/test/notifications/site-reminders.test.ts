import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '@scena/shared';
import { mailOutbox, users, type NewUserRow, type UserRow } from '../../src/db/schema';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { sendSiteReminders } from '../../src/modules/site/site-reminders';
import { createEvent } from '../commerce/support';
import { auth, createTestApp, type TestApp } from '../helpers';
import { createUser, demoSession } from '../users/session-fixtures';

const DAY_MS = 24 * 3600_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh administrator's session: the tests move the clock by months, past any session's end. */
const adminToken = async () => (await demoSession(t, 'admin')).token;

const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

/** A user who signed up 40 days ago, with `overrides` (a subscriber unless said otherwise). */
function user(overrides: Partial<NewUserRow> = {}) {
  return createUser(t, {
    createdAt: daysAgo(40),
    verifiedAt: daysAgo(40),
    mailing: true,
    mailingConsentAt: daysAgo(40),
    ...overrides,
  });
}

/** A published event `days` from now, 19:00–21:00 in Warsaw. */
async function eventIn(days: number, title: string) {
  const day = new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return createEvent(t, await adminToken(), {
    title,
    date_from: day,
    date_to: day,
    time_from: '19:00',
    time_to: '21:00',
  });
}

async function setReminders(on: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/appconfig',
    headers: auth(await adminToken()),
    payload: { notify_remindplatform: on },
  });
  expect(response.statusCode).toBe(200);
}

async function remindersTo(person: UserRow) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'site_reminder'), eq(mailOutbox.to, person.email)))
    .orderBy(mailOutbox.id);
}

async function remindedAt(person: UserRow) {
  const [row] = await t.database.db
    .select({ at: users.siteRemindedAt })
    .from(users)
    .where(eq(users.id, person.id));
  return row!.at;
}

describe('the site reminder (notify_remindplatform)', () => {
  it('reminds subscribers away for 30 days of what is coming up, in their language, once in 30 days', async () => {
    const awayPl = await user({ lastLogin: daysAgo(31) });
    const awayEn = await user({ language: 'en', lastLogin: null });
    const recent = await user({ lastLogin: daysAgo(5) });
    const notSubscribed = await user({ mailing: false, mailingConsentAt: null });
    const unverified = await user({ roleId: ROLE.unverified, verifiedAt: null });
    const deleted = await user({ roleId: ROLE.deleted, deletedAt: daysAgo(2) });
    const admin = await user({ roleId: ROLE.admin });
    const banned = await user();
    await insertBan(t.database.db, {
      userId: banned.id,
      reason: 'test',
      expirationDate: null,
      forever: true,
      createdAt: daysAgo(1),
      createdBy: null,
    });
    await eventIn(3, 'Przypomnienie — premiera');

    await t.app.notificationJobs.runDue();
    expect(await remindersTo(awayPl)).toHaveLength(0);
    expect(await remindedAt(awayPl)).toBeNull();

    await setReminders(true);
    await t.app.notificationJobs.runDue();
    const [pl] = await remindersTo(awayPl);
    expect(pl).toMatchObject({ subject: 'Wkrótce na naszej scenie internetowej' });
    expect(pl!.text).toContain('Dzień dobry Zofia,');
    expect(pl!.text).toMatch(/\d\d\.\d\d\.2026, 19:00–21:00 \(czas polski\): Przypomnienie — premiera/);
    const [token] = await t.database.db
      .select({ token: users.unsubscribeToken })
      .from(users)
      .where(eq(users.id, awayPl.id));
    expect(pl!.text).toContain(`/api/mailing/unsubscribe?token=${token!.token}`);
    expect(pl!.html).toContain('Przypomnienie — premiera');
    const [en] = await remindersTo(awayEn);
    expect(en).toMatchObject({ subject: 'Coming up on our online stage' });
    expect(en!.text).toContain('(Warsaw time)');
    for (const person of [recent, notSubscribed, unverified, deleted, admin, banned]) {
      expect(await remindersTo(person), person.email).toHaveLength(0);
      expect(await remindedAt(person), person.email).toBeNull();
    }

    // Once in 30 days: the next runs find nobody due, however often they come.
    t.clock.advance(DAY_MS);
    await t.app.notificationJobs.runDue();
    expect(await remindersTo(awayPl)).toHaveLength(1);
    expect(await remindersTo(awayEn)).toHaveLength(1);

    // A month on, still away: reminded again, of what is coming up then; the recent visitor is now away too.
    t.clock.advance(30 * DAY_MS);
    await eventIn(4, 'Wieczór kolęd');
    await t.app.notificationJobs.runDue();
    const again = await remindersTo(awayPl);
    expect(again).toHaveLength(2);
    expect(again[1]!.text).toContain('Wieczór kolęd');
    expect(again[1]!.text).not.toContain('Przypomnienie — premiera');
    expect(await remindersTo(recent)).toHaveLength(1);
    expect(await remindersTo(notSubscribed)).toHaveLength(0);
  });

  it('waits while nothing is coming up, and sends once an event is announced', async () => {
    await setReminders(true);
    // Two years on, every event so far has ended.
    t.clock.advance(730 * DAY_MS);
    const away = await user();
    await eventIn(45, 'Za daleko');
    await t.app.notificationJobs.runDue();
    expect(await remindersTo(away)).toHaveLength(0);
    expect(await remindedAt(away)).toBeNull();

    await eventIn(10, 'Nowa premiera');
    await t.app.notificationJobs.runDue();
    const [mail] = await remindersTo(away);
    expect(mail!.text).toContain('Nowa premiera');
    expect(mail!.text).not.toContain('Za daleko');
  });

  it('lists the three soonest events, and two runs at once remind each subscriber once', async () => {
    await setReminders(true);
    t.clock.advance(60 * DAY_MS);
    const away = await user();
    for (const [days, title] of [
      [9, 'Czwarte'],
      [2, 'Pierwsze'],
      [5, 'Trzecie'],
      [3, 'Drugie'],
    ] as const) {
      await eventIn(days, title);
    }
    const deps = t.app.deps;
    const [first, second] = await Promise.all([sendSiteReminders(deps), sendSiteReminders(deps)]);
    expect(first + second).toBeGreaterThan(0);
    const mails = await remindersTo(away);
    expect(mails).toHaveLength(1);
    const order = ['Pierwsze', 'Drugie', 'Trzecie'].map((title) => mails[0]!.text.indexOf(title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(mails[0]!.text).not.toContain('Czwarte');
  });
});
