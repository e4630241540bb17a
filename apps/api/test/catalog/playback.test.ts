import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, orders, videoTranslations, type videos } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { createSession, demoSession, userWithSession } from '../users/session-fixtures';
import { insertEventOrder, insertEventVideo, STREAM_LINKS } from './events-support';
import { call } from './support';

let t: TestApp;
let adminToken: string;
let premiumToken: string;
let standard: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  premiumToken = (await demoSession(t, 'premium')).token;
  const { user, token } = await userWithSession(t, { birthday: '1990-05-17' });
  standard = { id: user.id, token };
});
afterAll(async () => {
  await t.close();
});

/** A video with the three stream links (and English ones in its translation); free and without an age limit. */
function video(overrides: Partial<typeof videos.$inferInsert> = {}) {
  return insertEventVideo(t, { ageRestriction: null, ...overrides });
}

let orderCounter = 0;
async function videoOrder(values: {
  videoId: number;
  userId: number;
  status: string;
  expirationDate?: Date | null;
  used?: boolean;
}) {
  orderCounter += 1;
  const now = t.clock.now();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      extOrderId: `test-playback-order-${orderCounter}-${Date.now().toString(36)}`,
      kind: 'video',
      videoId: values.videoId,
      userId: values.userId,
      status: values.status,
      amountGrosze: 1990,
      expirationDate: values.expirationDate ?? null,
      used: values.used ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return order!;
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The Warsaw date `days` days from the test clock's now, YYYY-MM-DD. */
function warsawDate(days = 0): string {
  const at = new Date(t.clock.now().getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(at);
}

let eventCounter = 0;
/** A published full-day event on today's date in Warsaw (ongoing at the test clock), free unless told otherwise. */
async function event(videoId: number, overrides: Partial<typeof events.$inferInsert> = {}) {
  eventCounter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(events)
    .values({
      title: 'Wesele na żywo',
      slug: `odtwarzanie-${eventCounter}-${Date.now().toString(36)}`,
      videoId,
      dateFrom: warsawDate(),
      dateTo: warsawDate(),
      fullDay: true,
      published: true,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

function play(url: string, token?: string, language?: string) {
  return call(t, 'GET', url, { ...(token ? { token } : {}), ...(language ? { language } : {}) });
}

function expectRefusal(response: Awaited<ReturnType<typeof play>>, reason: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(body.code).toBe('NOT_ENTITLED');
  expect(body.formError).toEqual({ item: `catalog.playback.${reason}` });
  // A refusal never carries a stream link.
  for (const link of Object.values(STREAM_LINKS)) expect(response.body).not.toContain(link);
}

describe('GET /api/playback/{kind}/{slugOrId}', () => {
  it('answers 401 to an anonymous caller, even for a free video', async () => {
    const free = await video();
    const response = await play(`/api/playback/video/${free.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(STREAM_LINKS.videoLink);
  });

  it('answers 404 for an unknown item or kind, an invisible video and an unpublished event', async () => {
    expect((await play('/api/playback/video/999999', standard.token)).statusCode).toBe(404);
    expect((await play('/api/playback/video/nie-ma-takiego', standard.token)).statusCode).toBe(404);
    expect((await play('/api/playback/event/999999', standard.token)).statusCode).toBe(404);
    const hidden = await video({ visible: false });
    expect((await play(`/api/playback/video/${hidden.id}`, standard.token)).statusCode).toBe(404);
    const draft = await event((await video()).id, { published: false });
    expect((await play(`/api/playback/event/${draft.id}`, standard.token)).statusCode).toBe(404);
    expect((await play('/api/playback/serial/1', standard.token)).statusCode).toBe(404);
  });

  it('gives a signed-in user each variant of a free video, in English from the translation', async () => {
    const free = await video();
    const polish = await play(`/api/playback/video/${free.slug}`, standard.token);
    expect(polish.statusCode).toBe(200);
    expect(polish.json()).toEqual({
      kind: 'frame',
      url: STREAM_LINKS.videoLink,
      variants: ['standard', 'pjm', 'audiodeskrypcja'],
      chat: null,
      subtitles: [],
    });
    const expected = {
      standard: STREAM_LINKS.enVideoLink,
      pjm: STREAM_LINKS.enAccessibilityVideo,
      audiodeskrypcja: STREAM_LINKS.enAutodescVideo,
    };
    for (const [typ, url] of Object.entries(expected)) {
      const response = await play(`/api/playback/video/${free.id}?typ=${typ}`, standard.token, 'en');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'frame', url });
    }
    const pjm = await play(`/api/playback/video/${free.id}?typ=pjm`, standard.token);
    expect(pjm.json().url).toBe(STREAM_LINKS.accessibilityVideo);
    expect((await play(`/api/playback/video/${free.id}?typ=inne`, standard.token)).statusCode).toBe(422);
  });

  it('plays a Vimeo id in Vimeo’s player and keeps Polish links the translation lacks', async () => {
    const vimeo = await video({ videoLink: '76979871' });
    await t.database.db
      .update(videoTranslations)
      .set({ videoLink: null })
      .where(eq(videoTranslations.videoId, vimeo.id));
    const response = await play(`/api/playback/video/${vimeo.id}`, standard.token, 'en');
    expect(response.json()).toMatchObject({ kind: 'vimeo', url: 'https://player.vimeo.com/video/76979871' });
  });

  it('lets premium users and administrators watch a paid video without an order', async () => {
    const paid = await video({ videoPriceGrosze: 1990 });
    for (const token of [premiumToken, adminToken]) {
      const response = await play(`/api/playback/video/${paid.id}?typ=audiodeskrypcja`, token, 'en');
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toBe(STREAM_LINKS.enAutodescVideo);
    }
  });

  it('refuses a standard user without an order, with a pending one, or with an expired one', async () => {
    const paid = await video({ videoPriceGrosze: 1990 });
    expectRefusal(await play(`/api/playback/video/${paid.id}`, standard.token), 'not_bought');

    const pendingBuyer = await userWithSession(t);
    await videoOrder({ videoId: paid.id, userId: pendingBuyer.user.id, status: 'PENDING' });
    expectRefusal(await play(`/api/playback/video/${paid.id}`, pendingBuyer.token), 'payment_pending');

    const lateBuyer = await userWithSession(t);
    const expired = await videoOrder({
      videoId: paid.id,
      userId: lateBuyer.user.id,
      status: 'COMPLETED',
      used: true,
      expirationDate: new Date(t.clock.now().getTime() - 60_000),
    });
    expectRefusal(await play(`/api/playback/video/${paid.id}`, lateBuyer.token), 'not_bought');
    expect((await orderRow(expired.id)).expirationDate).toEqual(expired.expirationDate);
  });

  it('refuses by the age limit, before the window opens and after it ends', async () => {
    const young = await userWithSession(t, { birthday: '2015-06-01' });
    const adult = await video({ ageRestriction: 16 });
    expectRefusal(await play(`/api/playback/video/${adult.id}`, young.token), 'age');
    expect((await play(`/api/playback/video/${adult.id}`, standard.token)).statusCode).toBe(200);

    const now = t.clock.now().getTime();
    const soon = await video({ availableFrom: new Date(now + 86_400_000) });
    expectRefusal(await play(`/api/playback/video/${soon.id}`, standard.token), 'not_yet_available');
    const gone = await video({ endDate: new Date(now - 3_600_000) });
    expectRefusal(await play(`/api/playback/video/${gone.id}`, standard.token), 'ended');

    const source = await video();
    const tomorrow = await event(source.id, { dateFrom: warsawDate(1), dateTo: warsawDate(1) });
    expectRefusal(await play(`/api/playback/event/${tomorrow.id}`, standard.token), 'not_yet_available');
    const yesterday = await event(source.id, { dateFrom: warsawDate(-1), dateTo: warsawDate(-1) });
    expectRefusal(await play(`/api/playback/event/${yesterday.id}`, standard.token), 'ended');
  });

  it('starts the rental window at the first call of a video order, and not again', async () => {
    const paid = await video({ videoPriceGrosze: 1990, ticketsExpirationTime: 24 });
    const buyer = await userWithSession(t);
    const order = await videoOrder({ videoId: paid.id, userId: buyer.user.id, status: 'COMPLETED' });
    expect(order.used).toBe(false);

    t.clock.advance(5 * 60_000);
    const startedAt = t.clock.now();
    expect((await play(`/api/playback/video/${paid.id}`, buyer.token)).statusCode).toBe(200);
    const started = await orderRow(order.id);
    expect(started.used).toBe(true);
    expect(started.expirationDate).toEqual(new Date(startedAt.getTime() + 24 * 3600_000));

    t.clock.advance(3600_000);
    expect((await play(`/api/playback/video/${paid.id}?typ=pjm`, buyer.token)).statusCode).toBe(200);
    expect((await orderRow(order.id)).expirationDate).toEqual(started.expirationDate);

    // Past the rental's end (and the 12-hour session: a fresh one), the order no longer entitles.
    t.clock.advance(24 * 3600_000);
    const later = await createSession(t, buyer.user.id);
    expectRefusal(await play(`/api/playback/video/${paid.id}`, later), 'not_bought');
    // Back to where this test began, so that the other tests' sessions stay live.
    t.clock.set(new Date(startedAt.getTime() - 5 * 60_000));
  });

  it('takes the global validity when the video has none, and no limit for 0 hours', async () => {
    const globalRule = await video({ videoPriceGrosze: 1990, ticketsExpirationTime: null });
    const unlimited = await video({ videoPriceGrosze: 1990, ticketsExpirationTime: 0 });
    const buyer = await userWithSession(t);
    const first = await videoOrder({ videoId: globalRule.id, userId: buyer.user.id, status: 'COMPLETED' });
    const second = await videoOrder({ videoId: unlimited.id, userId: buyer.user.id, status: 'COMPLETED' });
    const now = t.clock.now();

    expect((await play(`/api/playback/video/${globalRule.id}`, buyer.token)).statusCode).toBe(200);
    // The default tickets_expiration_time setting: 48 hours.
    expect((await orderRow(first.id)).expirationDate).toEqual(new Date(now.getTime() + 48 * 3600_000));

    expect((await play(`/api/playback/video/${unlimited.id}`, buyer.token)).statusCode).toBe(200);
    const row = await orderRow(second.id);
    expect(row.used).toBe(true);
    expect(row.expirationDate).toBeNull();
  });

  it('plays an event from its video, with its sanitized chat, for a buyer of a ticket', async () => {
    const source = await video();
    const paid = await event(source.id, {
      eventPriceGrosze: 4990,
      vimeoChat:
        '<iframe src="https://vimeo.com/event/1/chat/" width="400" height="600"></iframe><script>alert(1)</script>',
    });
    const buyer = await userWithSession(t);
    expectRefusal(await play(`/api/playback/event/${paid.slug}`, buyer.token), 'not_bought');
    const order = await insertEventOrder(t, { eventId: paid.id, userId: buyer.user.id, status: 'COMPLETED' });

    const response = await play(`/api/playback/event/${paid.slug}?typ=pjm`, buyer.token, 'en');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'frame', url: STREAM_LINKS.enAccessibilityVideo, subtitles: [] });
    expect(body.chat).toContain('https://vimeo.com/event/1/chat/');
    expect(body.chat).not.toContain('<script');
    // An event ticket is not a rental: it is left as it is.
    expect((await orderRow(order.id)).used).toBe(false);
  });

  it('answers 404 for a variant the item does not have', async () => {
    const bare = await video({ accessibilityVideo: null });
    await t.database.db
      .update(videoTranslations)
      .set({ accessibilityVideo: null })
      .where(eq(videoTranslations.videoId, bare.id));
    const missing = await play(`/api/playback/video/${bare.id}?typ=pjm`, standard.token, 'en');
    expect(missing.statusCode).toBe(404);
    const present = await play(`/api/playback/video/${bare.id}`, standard.token, 'en');
    expect(present.json().variants).toEqual(['standard', 'audiodeskrypcja']);
  });
});
