import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import {
  STREAM_LINKS,
  eventCounts,
  eventForm,
  eventRow,
  insertEventOrder,
  insertEventVideo,
} from './events-support';
import { call } from './support';

let t: TestApp;
let adminToken: string;
let standardToken: string;
let premiumToken: string;
let standardUserId: number;
let premiumUserId: number;
let videoId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  const standard = await demoSession(t, 'standard');
  standardToken = standard.token;
  standardUserId = standard.user.id;
  const premium = await demoSession(t, 'premium');
  premiumToken = premium.token;
  premiumUserId = premium.user.id;
  videoId = (await insertEventVideo(t)).id;
});
afterAll(() => t.close());

type Answer = Record<string, unknown> & { id: number; slug: string; title: string };

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/events/', {
    token: adminToken,
    payload: eventForm(videoId, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Answer;
}

async function listIds(url: string, options: { token?: string; language?: string } = {}) {
  const response = await call(t, 'GET', url, options);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Answer[]).map((event) => event.id);
}

describe('POST /api/events/', () => {
  it('creates an event with a generated slug, Warsaw instants, grosze and an audit row', async () => {
    const audits = await auditCount(t, 'event.create');
    const body = await create({ vimeo_chat: '<iframe src="https://vimeo.com/live-chat/1/ab"></iframe>' });
    expect(body).toMatchObject({
      slug: 'wesele-premiera',
      title: 'Wesele — premiera',
      event_price: 49.9,
      starts_at: '2026-04-01T17:00:00.000Z',
      ends_at: '2026-04-01T19:30:00.000Z',
      time_from: '19:00',
      available_tickets: null,
      ticketsLeft: null,
      ticketsAvailable: true,
      status: 0,
      video_link: STREAM_LINKS.videoLink,
      vimeo_chat: '<iframe src="https://vimeo.com/live-chat/1/ab"></iframe>',
      description: '<p>Opis po polsku</p>',
      duration: 95,
      age_restriction: 16,
    });
    const row = await eventRow(t, body.id);
    expect(row).toMatchObject({ eventPriceGrosze: 4990, dateFrom: '2026-04-01', timeFrom: '19:00:00' });
    expect(await auditCount(t, 'event.create')).toBe(audits + 1);
  });

  it('numbers a generated slug that is taken and refuses a given one that is', async () => {
    expect((await create()).slug).toBe('wesele-premiera-2');
    expect((await create({ title: '1984' })).slug).toBe('wydarzenie-1984');
    const before = await eventCounts(t);
    const taken = await call(t, 'POST', '/api/events/', {
      token: adminToken,
      payload: eventForm(videoId, { slug: 'wesele-premiera' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ slug: 'form.validate.slug_taken' });
    expect(await eventCounts(t)).toEqual(before);
  });

  it('computes the instants across the spring DST change in Warsaw', async () => {
    const body = await create({
      title: 'Noc zmiany czasu',
      date_from: '2026-03-29',
      date_to: '2026-03-29',
      time_from: '01:30',
      time_to: '03:30',
    });
    // 01:30 is still CET (UTC+1); 03:30 is already CEST (UTC+2).
    expect([body.starts_at, body.ends_at]).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']);
    const row = await eventRow(t, body.id);
    expect(row?.startsAt?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(row?.endsAt?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps only iframes of the allowed hosts in the chat embed', async () => {
    const body = await create({
      title: 'Czat',
      vimeo_chat:
        '<script>alert(1)</script><iframe src="https://evil.example/x"></iframe><iframe src="https://player.vimeo.com/video/9" onload="x()"></iframe>',
    });
    expect(body.vimeo_chat).toBe('<iframe src="https://player.vimeo.com/video/9"></iframe>');
  });

  it('refuses invalid input with 422 and writes nothing', async () => {
    const before = await eventCounts(t);
    const audits = await auditCount(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '' }, { title: 'form.validate.required' }],
      [{ slug: '123' }, { slug: 'form.validate.slug_digits' }],
      [{ slug: 'Zła' }, { slug: 'form.validate.slug' }],
      [{ event_price: 10.999 }, { event_price: 'form.validate.wrong' }],
      [{ date_from: '2026-04-02' }, { date_to: 'form.validate.date_order' }],
      [{ time_from: '22:00' }, { time_to: 'form.validate.time_order' }],
      [{ date_to: '' }, { date_to: 'form.validate.range' }],
      [{ available_tickets: 0 }, { available_tickets: 'form.validate.wrong' }],
      [{ subtitle: 'x'.repeat(201) }, { subtitle: 'form.validate.max_200' }],
      [{ video_id: 999_999 }, { video_id: 'form.validate.wrong' }],
      [
        { vimeo_chat: '<iframe src="https://evil.example/x"></iframe>' },
        { vimeo_chat: 'form.validate.wrong' },
      ],
    ];
    for (const [change, formError] of cases) {
      const response = await call(t, 'POST', '/api/events/', {
        token: adminToken,
        payload: eventForm(videoId, change),
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().formError, JSON.stringify(change)).toMatchObject(formError);
    }
    expect(await eventCounts(t)).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses anonymous callers (401) and non-administrators (403)', async () => {
    const before = await eventCounts(t);
    const payload = eventForm(videoId);
    expect((await call(t, 'POST', '/api/events/', { payload })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/events/', { payload, token: standardToken })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/events/', { payload, token: premiumToken })).statusCode).toBe(403);
    expect(await eventCounts(t)).toEqual(before);
  });
});

describe('PUT and DELETE /api/events/{id}', () => {
  it('updates an event, and visitors see the change at once', async () => {
    const event = await create({ title: 'Do zmiany' });
    expect(await listIds('/external_api/events')).toContain(event.id);
    const response = await call(t, 'PUT', `/api/events/${event.id}`, {
      token: adminToken,
      payload: eventForm(videoId, { title: 'Zmienione', slug: 'zmienione', published: false }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      title: 'Zmienione',
      slug: 'zmienione',
      published: false,
    });
    expect(await auditCount(t, 'event.update')).toBeGreaterThan(0);
    expect(await listIds('/external_api/events')).not.toContain(event.id);
  });

  it('keeps its own slug, refuses one of another event, and answers 404 for a missing event', async () => {
    const event = await create({ title: 'Własny', slug: 'wlasny' });
    const same = await call(t, 'PUT', `/api/events/${event.id}`, {
      token: adminToken,
      payload: eventForm(videoId, { title: 'Własny', slug: 'wlasny' }),
    });
    expect(same.statusCode).toBe(200);
    const taken = await call(t, 'PUT', `/api/events/${event.id}`, {
      token: adminToken,
      payload: eventForm(videoId, { slug: 'wesele-premiera' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().formError).toEqual({ slug: 'form.validate.slug_taken' });
    expect((await eventRow(t, event.id))?.slug).toBe('wlasny');
    const missing = await call(t, 'PUT', '/api/events/999999', {
      token: adminToken,
      payload: eventForm(videoId),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses writes from anonymous callers and standard users', async () => {
    const event = await create({ title: 'Chronione' });
    const payload = eventForm(videoId, { title: 'Włamanie' });
    expect((await call(t, 'PUT', `/api/events/${event.id}`, { payload })).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', `/api/events/${event.id}`, { payload, token: standardToken })).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', `/api/events/${event.id}`, { token: standardToken })).statusCode).toBe(
      403,
    );
    expect((await eventRow(t, event.id))?.title).toBe('Chronione');
  });

  it('deletes an event without orders and refuses one with orders', async () => {
    const free = await create({ title: 'Do usunięcia' });
    const deleted = await call(t, 'DELETE', `/api/events/${free.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(await eventRow(t, free.id)).toBeUndefined();
    expect(await auditCount(t, 'event.delete')).toBe(1);

    const sold = await create({ title: 'Sprzedane' });
    await insertEventOrder(t, { eventId: sold.id, userId: standardUserId, status: 'CANCELED' });
    const refused = await call(t, 'DELETE', `/api/events/${sold.id}`, { token: adminToken });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().formError).toEqual({ id: 'form.validate.event_has_orders' });
    expect(await eventRow(t, sold.id)).toBeDefined();
    expect((await call(t, 'DELETE', '/api/events/999999', { token: adminToken })).statusCode).toBe(404);
  });
});

describe('GET /api/events and /external_api/events', () => {
  it('hides unpublished events from visitors and dashboard_hidden ones from the lists only', async () => {
    const hidden = await create({ title: 'Ukryte', dashboard_hidden: true });
    const draft = await create({ title: 'Szkic', published: false });
    for (const url of ['/external_api/events', '/api/events']) {
      const ids = await listIds(url);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(draft.id);
    }
    const asUser = await listIds('/api/events', { token: standardToken });
    expect(asUser).not.toContain(hidden.id);
    expect(asUser).not.toContain(draft.id);
    const asAdmin = await listIds('/api/events', { token: adminToken });
    expect(asAdmin).toEqual(expect.arrayContaining([hidden.id, draft.id]));

    expect((await call(t, 'GET', `/api/events/${hidden.slug}`)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/external_api/event/${hidden.id}`)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/events/${draft.slug}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/external_api/event/${draft.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/events/${draft.id}`, { token: standardToken })).statusCode).toBe(404);
    const admin = await call(t, 'GET', `/api/events/${draft.slug}`, { token: adminToken });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      id: draft.id,
      published: false,
      video_link: STREAM_LINKS.videoLink,
    });
  });

  it('lists current and future events by default and filters by dates, video and festival', async () => {
    const past = await create({ title: 'Dawno', date_from: '2026-01-10', date_to: '2026-01-10' });
    const festival = await create({
      title: 'Festiwal',
      is_festival: true,
      date_from: '2026-05-01',
      date_to: '2026-05-03',
    });
    const otherVideo = await insertEventVideo(t, { title: 'Dziady' });
    const dziady = await create({ title: 'Dziady', video_id: otherVideo.id });

    const current = await listIds('/api/events');
    expect(current).not.toContain(past.id);
    expect(current).toEqual(expect.arrayContaining([festival.id, dziady.id]));
    expect(await listIds('/api/events?date_from=2000-01-01', { token: adminToken })).toContain(past.id);
    expect(await listIds('/api/events?date_from=2026-05-02&date_to=2026-05-02')).toEqual([festival.id]);
    expect(await listIds('/external_api/events?festival=true')).toEqual([festival.id]);
    expect(await listIds(`/api/events?video_id=${otherVideo.id}`)).toEqual([dziady.id]);

    const wrong = await call(t, 'GET', '/api/events?date_from=2026-05-02&date_to=2026-05-01');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().formError).toEqual({ date_to: 'form.validate.date' });
  });

  it('answers in English with Polish fallback field by field', async () => {
    const event = await create({ title: 'Wesele po angielsku', subtitle: 'Podtytuł polski' });
    const translated = await call(t, 'POST', '/api/translations/event', {
      token: adminToken,
      payload: { language_code: 'en', title: 'The Wedding in English', event_id: event.id },
    });
    expect(translated.statusCode, translated.body).toBe(201);
    const en = (await call(t, 'GET', `/api/events/${event.slug}`, { language: 'en' })).json();
    expect(en).toMatchObject({
      title: 'The Wedding in English',
      subtitle: 'Podtytuł polski',
      description: '<p>English description</p>',
      additional_desc: 'Obsada',
    });
    const pl = (await call(t, 'GET', `/api/events/${event.slug}`, { language: 'pl' })).json();
    expect(pl).toMatchObject({ title: 'Wesele po angielsku', description: '<p>Opis po polsku</p>' });
    const list = (await call(t, 'GET', '/external_api/events', { language: 'en' })).json() as Answer[];
    expect(list.find((item) => item.id === event.id)?.title).toBe('The Wedding in English');
  });

  it('counts tickets left: COMPLETED orders and PENDING ones until the PayU job releases them', async () => {
    const event = await create({ title: 'Limitowane', available_tickets: 3 });
    await insertEventOrder(t, { eventId: event.id, userId: standardUserId, status: 'COMPLETED' });
    await insertEventOrder(t, {
      eventId: event.id,
      userId: premiumUserId,
      status: 'PENDING',
      expirationDate: new Date(t.clock.now().getTime() + 10 * 60_000),
    });
    await insertEventOrder(t, { eventId: event.id, userId: premiumUserId, status: 'REFUNDED' });
    await insertEventOrder(t, { eventId: event.id, userId: premiumUserId, status: 'CANCELED' });
    const anonymous = (await call(t, 'GET', `/external_api/event/${event.slug}`)).json();
    expect(anonymous).toMatchObject({ available_tickets: 3, ticketsLeft: 1, ticketsAvailable: true });
    expect(anonymous).not.toHaveProperty('access');
    expect(anonymous).not.toHaveProperty('numberOfTickets');
    const admin = (await call(t, 'GET', `/api/events/${event.id}`, { token: adminToken })).json();
    expect(admin).toMatchObject({ numberOfTickets: 2, ticketsLeft: 1 });

    const standard = (await call(t, 'GET', `/api/events/${event.id}`, { token: standardToken })).json();
    expect(standard).toMatchObject({
      ticketsLeft: 1,
      access: true,
      paymentStatus: 'COMPLETED',
      countryBlocked: false,
    });
    expect(standard).not.toHaveProperty('video_link');

    const free = await create({ title: 'Bez biletu', event_price: 0 });
    const other = (await call(t, 'GET', `/api/events/${free.id}`, { token: standardToken })).json();
    expect(other).toMatchObject({ access: true, paymentStatus: null });
    const paid = (await call(t, 'GET', `/api/events/${event.id}`, { token: premiumToken })).json();
    expect(paid).toMatchObject({ access: true, paymentStatus: 'CANCELED' });
  });

  it('gives a standard user without an order no access', async () => {
    const event = await create({ title: 'Płatne' });
    const answer = (await call(t, 'GET', `/api/events/${event.id}`, { token: standardToken })).json();
    expect(answer).toMatchObject({ access: false, paymentStatus: null });
  });

  it('never gives a stream link or chat embed to a non-administrator', async () => {
    const event = await create({
      title: 'Bez wycieków',
      vimeo_chat: '<iframe src="https://vimeo.com/live-chat/9/zz"></iframe>',
    });
    await t.database.db.update(events).set({ dashboardHidden: false }).where(eq(events.id, event.id));
    const urls = [
      '/api/events',
      '/api/events?date_from=2000-01-01',
      '/api/events?festival=true',
      `/api/events?video_id=${videoId}`,
      `/api/events/${event.id}`,
      `/api/events/${event.slug}`,
      '/external_api/events',
      '/external_api/events?date_from=2000-01-01',
      `/external_api/event/${event.id}`,
      `/external_api/event/${event.slug}`,
    ];
    const secrets = [...Object.values(STREAM_LINKS), 'live-chat/9/zz'];
    let checked = 0;
    for (const token of [undefined, standardToken, premiumToken]) {
      for (const language of ['pl', 'en']) {
        for (const url of urls) {
          const response = await call(t, 'GET', url, { token, language });
          expect(response.statusCode, url).toBe(200);
          for (const secret of secrets) expect(response.body, `${url} ${language}`).not.toContain(secret);
          expect(response.body).not.toMatch(/"(video_link|accessibility_video|autodesc_video|vimeo_chat)"/);
          checked += 1;
        }
        for (const url of [`/api/events/${event.id}/translations`]) {
          const response = await call(t, 'GET', url, { token, language });
          expect(response.statusCode).toBe(token ? 403 : 401);
        }
      }
    }
    expect(checked).toBe(60);
    const admin = await call(t, 'GET', `/api/events/${event.id}`, { token: adminToken });
    expect(admin.body).toContain(STREAM_LINKS.videoLink);
  });

  it('lets a cached anonymous list go stale with the clock: an ended event leaves the default list', async () => {
    const today = await create({
      title: 'Dziś rano',
      date_from: '2026-03-15',
      date_to: '2026-03-15',
      time_from: '10:00',
      time_to: '12:00',
    });
    const first = (await call(t, 'GET', '/external_api/events')).json() as Answer[];
    expect(first.find((event) => event.id === today.id)?.status).toBe(1);
    t.clock.advance(2 * 3600_000 + 1000);
    expect(await listIds('/external_api/events')).not.toContain(today.id);
    expect(await listIds('/api/events')).not.toContain(today.id);
    const ended = (await call(t, 'GET', `/api/events/${today.slug}`)).json() as Answer;
    expect(ended.status).toBe(-1);
  });
});
