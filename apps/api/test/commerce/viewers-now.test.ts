import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWERS_NOW_WINDOW_MS } from '@scena/shared/commerce/statistics';
import { auth, createTestApp, type TestApp } from '../helpers';
import { insertEventVideo } from '../catalog/events-support';
import { demoSession, userWithSession } from '../users/session-fixtures';

/**
 * Issue 19, item 11: before maintenance is switched on, staff are told how many are watching now. The server
 * knows it from the playback calls: a player's start and each renewal (every 5 minutes for the local host) is
 * one, so a viewer whose player called within VIEWERS_NOW_WINDOW_MS is watching. Administrators are not
 * counted (maintenance does not stop them), and one viewer on two devices is one.
 */

let t: TestApp;
let admin: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await demoSession(t, 'admin')).token;
  slug = (await insertEventVideo(t, { ageRestriction: null, videoPriceGrosze: 0, visible: true })).slug;
});
afterAll(() => t.close());

async function play(token: string, ip: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/playback/video/${slug}`,
    headers: auth(token),
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const viewersNow = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/statistics/viewersNow', headers: token ? auth(token) : {} });

describe('GET /api/statistics/viewersNow', () => {
  it('counts the viewers whose player called within the window, each once, without administrators', async () => {
    const gone = await userWithSession(t);
    await play(gone.token, '83.0.0.10');
    t.clock.advance(VIEWERS_NOW_WINDOW_MS + 60_000);

    const home = await userWithSession(t);
    await play(home.token, '83.0.0.11');
    const twoDevices = await userWithSession(t);
    await play(twoDevices.token, '83.0.0.12');
    await play(twoDevices.token, '85.214.132.117');
    await play(admin, '83.0.0.13');

    const response = await viewersNow(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      viewers: 2,
      window_minutes: VIEWERS_NOW_WINDOW_MS / 60_000,
    });
  });

  it('is for administrators only', async () => {
    expect((await viewersNow()).statusCode).toBe(401);
    expect((await viewersNow((await userWithSession(t)).token)).statusCode).toBe(403);
  });
});
