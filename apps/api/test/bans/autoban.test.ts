import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TBan } from '@scena/shared';
import { auditLog, bans, playbackNetworks } from '../../src/db/schema';
import { auth, createTestApp, mailsTo, type TestApp } from '../helpers';
import { insertEventVideo } from '../catalog/events-support';
import { createSession, demoSession, sessionsOf, userWithSession } from '../users/session-fixtures';

let t: TestApp;
let videoId: number;

/** A fresh administrator's session: the tests move the clock past a session's 12 hours. */
async function adminToken() {
  return (await demoSession(t, 'admin')).token;
}

beforeAll(async () => {
  t = await createTestApp();
  // Free, no age limit, no country rule: every signed-in viewer may play it.
  videoId = (await insertEventVideo(t, { ageRestriction: null })).id;
});
afterAll(() => t.close());

async function configure(settings: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/appconfig',
    payload: settings,
    headers: auth(await adminToken()),
  });
  expect(response.statusCode, response.body).toBe(200);
}

function play(token: string, ip: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/playback/video/${videoId}?typ=standard`,
    remoteAddress: ip,
    headers: auth(token),
  });
}

async function bansOf(userId: number) {
  return t.database.db.select().from(bans).where(eq(bans.userId, userId));
}

async function networksOf(userId: number) {
  return t.database.db.select().from(playbackNetworks).where(eq(playbackNetworks.userId, userId));
}

function validate(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });
}

const ON = {
  autoban_after_exceeding_ip_limit: true,
  send_email_after_ip_ban: true,
  max_diff_ip_views_per_user: 3,
  contact_email: 'widownia@scena.local',
};

describe('the IP-diversity autoban', () => {
  it('with the switch off records every network and bans nobody', async () => {
    await configure({ ...ON, autoban_after_exceeding_ip_limit: false });
    const { user, token } = await userWithSession(t);
    for (let n = 1; n <= 8; n += 1) expect((await play(token, `203.0.${n}.10`)).statusCode).toBe(200);
    expect(await bansOf(user.id)).toEqual([]);
    const seen = await networksOf(user.id);
    expect(seen.map((row) => row.network).sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `203.0.${n}.0/24`).sort(),
    );
    expect(seen.find((row) => row.network === '203.0.1.0/24')).toMatchObject({
      lastAddress: '203.0.1.10',
      starts: 1,
      lastSeenAt: t.clock.now(),
    });
  });

  it('bans a user who plays from more networks than allowed once, mails them once and signs them out everywhere', async () => {
    await configure(ON);
    const { user, token } = await userWithSession(t, { language: 'en' });
    const otherDevice = await createSession(t, user.id);
    for (const ip of ['198.51.100.7', '2001:db8:1:1::5', '::ffff:192.0.2.1']) {
      expect((await play(token, ip)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    // A network seen again is no new network.
    expect((await play(token, '198.51.100.99')).statusCode).toBe(200);

    const crossing = await play(otherDevice, '203.0.113.50');
    expect(crossing.statusCode).toBe(401);
    expect(crossing.json().code).toBe('USER_BLOCKED');
    expect(crossing.body).not.toContain('https://');

    const [ban, ...more] = await bansOf(user.id);
    expect(more).toEqual([]);
    expect(ban).toMatchObject({ origin: 'autoban', forever: 1, expirationDate: null, createdBy: null });
    expect(ban!.reason).toContain('4 różnych sieci');
    expect(ban!.details).toEqual({
      window_hours: 24,
      limit: 3,
      networks: [
        expect.objectContaining({ network: '198.51.100.0/24', last_address: '198.51.100.99', starts: 2 }),
        expect.objectContaining({ network: '2001:db8:1::/48', last_address: '2001:db8:1:1::5', starts: 1 }),
        expect.objectContaining({ network: '192.0.2.0/24', last_address: '192.0.2.1', starts: 1 }),
        expect.objectContaining({ network: '203.0.113.0/24', last_address: '203.0.113.50', starts: 1 }),
      ],
    });
    // Every session ended at once; both devices now answer USER_BLOCKED.
    expect((await sessionsOf(t, user.id)).map((session) => session.revokedReason)).toEqual([
      'blocked',
      'blocked',
    ]);
    for (const device of [token, otherDevice])
      expect((await validate(device)).json().code).toBe('USER_BLOCKED');
    expect((await play(token, '198.51.100.7')).statusCode).toBe(401);

    const mails = await mailsTo(t.app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your account has been blocked');
    expect(mails[0]!.text).toContain('from 4 different networks');
    expect(mails[0]!.text).toContain('widownia@scena.local');
    expect(mails[0]!.text).toContain('http://localhost:3000/kontakt');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ban!.id)));
    expect(audit).toMatchObject({ action: 'ban.autoban', entity: 'ban', actorUserId: null });

    // The back-office's bans list carries who made the ban and why.
    const list = await t.app.inject({ method: 'GET', url: '/api/bans', headers: auth(await adminToken()) });
    const listed = (list.json() as TBan[]).find((row) => row.id === ban!.id);
    expect(listed).toMatchObject({ origin: 'autoban', details: { limit: 3, window_hours: 24 } });
    expect(listed?.details?.networks).toHaveLength(4);
    // The evidence is in the ban; the counting starts afresh.
    expect(await networksOf(user.id)).toEqual([]);
  });

  it('does not ban twenty devices behind one IPv4 /24 and twenty behind one IPv6 /48', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 2 });
    const { user, token } = await userWithSession(t);
    for (let n = 1; n <= 20; n += 1) {
      expect((await play(token, `198.51.100.${n}`)).statusCode).toBe(200);
      expect((await play(token, `2001:db8:7:${n.toString(16)}::${n}`)).statusCode).toBe(200);
    }
    expect(await bansOf(user.id)).toEqual([]);
    expect((await networksOf(user.id)).map((row) => [row.network, row.starts])).toEqual([
      ['198.51.100.0/24', 20],
      ['2001:db8:7::/48', 20],
    ]);
  });

  it('makes one ban and one mail from concurrent starts that cross the limit together', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 2 });
    const { user, token } = await userWithSession(t);
    expect((await play(token, '198.51.100.1')).statusCode).toBe(200);
    expect((await play(token, '198.51.101.1')).statusCode).toBe(200);
    const answers = await Promise.all([10, 11, 12, 13, 14, 15].map((n) => play(token, `198.51.${n}.1`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers.map((answer) => answer.json().code)).toEqual(Array(6).fill('USER_BLOCKED'));
    expect(await bansOf(user.id)).toHaveLength(1);
    const mails = await mailsTo(t.app, user.email);
    expect(mails).toHaveLength(1);
    // A Polish user is told in Polish.
    expect(mails[0]!.subject).toBe('Twoje konto zostało zablokowane');
    expect(mails[0]!.text).toContain('z 3 różnych sieci, a serwis pozwala najwyżej na 2');
    expect(mails[0]!.text).toContain('Nasz adres: widownia@scena.local');
  });

  it('counts only the networks of the last 24 hours', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 2 });
    const { user, token } = await userWithSession(t);
    expect((await play(token, '198.51.100.1')).statusCode).toBe(200);
    expect((await play(token, '198.51.101.1')).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000 + 1000);
    // A fresh session: the first one is 12 hours long.
    const later = await createSession(t, user.id);
    expect((await play(later, '198.51.102.1')).statusCode).toBe(200);
    expect((await play(later, '198.51.103.1')).statusCode).toBe(200);
    expect(await bansOf(user.id)).toEqual([]);
    // Rows older than the window are pruned as new starts are written.
    expect((await networksOf(user.id)).map((row) => row.network).sort()).toEqual([
      '198.51.102.0/24',
      '198.51.103.0/24',
    ]);
  });

  it('bans premium users too, never administrators, and mails nobody when the mail switch is off', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 1, send_email_after_ip_ban: false });
    const admin = await demoSession(t, 'admin');
    for (let n = 1; n <= 5; n += 1) expect((await play(admin.token, `203.0.${n}.1`)).statusCode).toBe(200);
    expect(await bansOf(admin.user.id)).toEqual([]);

    const premium = await demoSession(t, 'premium');
    expect((await play(premium.token, '203.0.1.1')).statusCode).toBe(200);
    expect((await play(premium.token, '203.0.2.1')).statusCode).toBe(401);
    expect(await bansOf(premium.user.id)).toHaveLength(1);
    expect(await mailsTo(t.app, premium.user.email)).toEqual([]);
  });

  it('lets a user whose autoban was lifted watch again, counting afresh', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 1, send_email_after_ip_ban: false });
    const { user, token } = await userWithSession(t);
    expect((await play(token, '203.0.1.1')).statusCode).toBe(200);
    expect((await play(token, '203.0.2.1')).statusCode).toBe(401);
    const [ban] = await bansOf(user.id);
    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/bans/${ban!.id}`,
      headers: auth(await adminToken()),
    });
    expect(lifted.statusCode).toBe(200);
    const again = await createSession(t, user.id);
    expect((await play(again, '203.0.2.1')).statusCode).toBe(200);
  });

  it('does not count refused playbacks', async () => {
    await configure({ ...ON, max_diff_ip_views_per_user: 1 });
    const { user, token } = await userWithSession(t);
    const paid = await insertEventVideo(t, { ageRestriction: null, videoPriceGrosze: 1990 });
    for (let n = 1; n <= 3; n += 1) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/playback/video/${paid.id}?typ=standard`,
        remoteAddress: `203.0.${n}.1`,
        headers: auth(token),
      });
      expect(refused.statusCode).toBe(422);
    }
    const [row] = await t.database.db
      .select({ n: count() })
      .from(playbackNetworks)
      .where(eq(playbackNetworks.userId, user.id));
    expect(row!.n).toBe(0);
    expect(await bansOf(user.id)).toEqual([]);
  });
});
