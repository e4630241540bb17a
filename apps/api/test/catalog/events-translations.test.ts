import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { auditCount, demoSession } from '../users/session-fixtures';
import { eventCounts, eventForm, insertEventVideo } from './events-support';
import { call } from './support';

let t: TestApp;
let adminToken: string;
let standardToken: string;
let eventId: number;
let eventSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  standardToken = (await demoSession(t, 'standard')).token;
  const video = await insertEventVideo(t);
  const created = await call(t, 'POST', '/api/events/', {
    token: adminToken,
    payload: eventForm(video.id, { title: 'Dziady', subtitle: 'Mickiewicz' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  eventId = created.json().id;
  eventSlug = created.json().slug;
});
afterAll(() => t.close());

describe('event translations', () => {
  it('creates, reads, lists, edits and deletes a translation, with audit rows', async () => {
    const created = await call(t, 'POST', '/api/translations/event', {
      token: adminToken,
      payload: { language_code: 'EN', title: " Forefathers' Eve ", subtitle: '', event_id: eventId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const translation = created.json();
    expect(translation).toEqual({
      id: expect.any(Number),
      event_id: eventId,
      language_code: 'en',
      title: "Forefathers' Eve",
      subtitle: null,
    });
    expect(await auditCount(t, 'event_translation.create')).toBe(1);

    const one = await call(t, 'GET', `/api/translations/event/${translation.id}`, { token: adminToken });
    expect(one.json()).toEqual(translation);
    const list = await call(t, 'GET', `/api/events/${eventId}/translations`, { token: adminToken });
    expect(list.json()).toEqual([translation]);
    expect((await call(t, 'GET', `/api/events/${eventSlug}`, { language: 'en' })).json()).toMatchObject({
      title: "Forefathers' Eve",
      subtitle: 'Mickiewicz',
    });

    const edited = await call(t, 'PUT', `/api/translations/event/${translation.id}`, {
      token: adminToken,
      payload: { language_code: 'en', title: 'Forefathers', subtitle: 'Mickiewicz in English' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Forefathers', subtitle: 'Mickiewicz in English' });
    expect((await call(t, 'GET', '/external_api/events', { language: 'en' })).json()[0]).toMatchObject({
      title: 'Forefathers',
      subtitle: 'Mickiewicz in English',
    });

    const deleted = await call(t, 'DELETE', `/api/translations/event/${translation.id}`, {
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/api/translations/event/${translation.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/external_api/events', { language: 'en' })).json()[0]).toMatchObject({
      title: 'Dziady',
    });
    expect(await auditCount(t, 'event_translation.delete')).toBe(1);
  });

  it('refuses invalid input with 422 and writes nothing', async () => {
    await call(t, 'POST', '/api/translations/event', {
      token: adminToken,
      payload: { language_code: 'de', title: 'Totenfeier', event_id: eventId },
    });
    const before = await eventCounts(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ language_code: '' }, { language_code: 'form.validate.language_required' }],
      [{ language_code: 'eng' }, { language_code: 'form.validate.language' }],
      [{ language_code: 'pl' }, { language_code: 'form.validate.language_polish' }],
      [{ language_code: 'de' }, { language_code: 'form.validate.translation_exists' }],
      [{ title: 'x'.repeat(101) }, { title: 'form.validate.max_100' }],
      [{ subtitle: 'x'.repeat(201) }, { subtitle: 'form.validate.max_200' }],
      [{ event_id: 999_999 }, { event_id: 'form.validate.wrong' }],
    ];
    for (const [change, formError] of cases) {
      const response = await call(t, 'POST', '/api/translations/event', {
        token: adminToken,
        payload: { language_code: 'en', title: 'Title', event_id: eventId, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().formError, JSON.stringify(change)).toEqual(formError);
    }
    expect(await eventCounts(t)).toEqual(before);
  });

  it('refuses anonymous callers (401) and standard users (403), and answers 404 for missing ones', async () => {
    const payload = { language_code: 'fr', title: 'Les Aïeux', event_id: eventId };
    expect((await call(t, 'POST', '/api/translations/event', { payload })).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/translations/event', { payload, token: standardToken })).statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/events/${eventId}/translations`],
      ['GET', '/api/translations/event/1'],
      ['PUT', '/api/translations/event/1'],
      ['DELETE', '/api/translations/event/1'],
    ] as const) {
      const body = method === 'PUT' ? { payload: { language_code: 'fr', title: 'x' } } : {};
      expect((await call(t, method, url, body)).statusCode).toBe(401);
      expect((await call(t, method, url, { ...body, token: standardToken })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/events/999999/translations', { token: adminToken })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'DELETE', '/api/translations/event/999999', { token: adminToken })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, 'PUT', '/api/translations/event/999999', {
          token: adminToken,
          payload: { language_code: 'fr', title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('drops the translations with their event', async () => {
    const before = await eventCounts(t);
    expect(before.translations).toBeGreaterThan(0);
    expect((await call(t, 'DELETE', `/api/events/${eventId}`, { token: adminToken })).statusCode).toBe(200);
    expect(await eventCounts(t)).toEqual({ events: before.events - 1, translations: 0 });
  });
});
