import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@scena/shared';
import { orders, users, codeActivations } from '../../src/db/schema';
import { auth, createTestApp, sessionOf, signUpForm, type TestApp } from '../helpers';
import { insertEventVideo } from '../catalog/events-support';
import { PURCHASE, createVideo } from '../commerce/support';
import { demoSession, userWithSession } from '../users/session-fixtures';

/**
 * Issue 19, item 21: maintenance is kept by the server, not only drawn by the web app. While it is on, what a
 * visitor writes and the playback call answer 503 MAINTENANCE with Retry-After and change nothing; reads stay
 * open, and staff (an administrator's session) keep working, signing in included.
 */

let t: TestApp;
let admin: string;
let viewer: { id: number; token: string };
let freeVideo: { slug: string };
let paidVideo: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await demoSession(t, 'admin')).token;
  const { user, token } = await userWithSession(t, { birthday: '1990-05-17' });
  viewer = { id: user.id, token };
  freeVideo = await insertEventVideo(t, { ageRestriction: null, videoPriceGrosze: 0, visible: true });
  paidVideo = await createVideo(t);
});
afterAll(() => t.close());

async function setMaintenance(on: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/appconfig',
    headers: auth(admin),
    payload: { maintenance: on },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function rows() {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [u] = await t.database.db.select({ n: count() }).from(users);
  const [c] = await t.database.db.select({ n: count() }).from(codeActivations);
  return { orders: o!.n, users: u!.n, codes: c!.n };
}

function expectMaintenance(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
  expect(JSON.parse(response.body)).toMatchObject({ code: 'MAINTENANCE', messageKey: 'error.maintenance' });
}

const playback = (slug: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/playback/video/${slug}`, headers: auth(token) });

describe('maintenance mode, as the server keeps it', () => {
  beforeEach(() => setMaintenance(true));

  it("refuses a visitor's purchase, sign-up, code activation and account edit with 503 and writes nothing", async () => {
    const before = await rows();
    expectMaintenance(
      await t.app.inject({
        method: 'POST',
        url: `/api/videopayments/${paidVideo.id}`,
        headers: auth(viewer.token),
        payload: PURCHASE,
      }),
    );
    expectMaintenance(await t.app.inject({ method: 'POST', url: '/api/users', payload: signUpForm() }));
    expectMaintenance(
      await t.app.inject({
        method: 'POST',
        url: `/api/users/${viewer.id}/codes`,
        headers: auth(viewer.token),
        payload: { code: 'PREZENT' },
      }),
    );
    expectMaintenance(
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/${viewer.id}`,
        headers: auth(viewer.token),
        payload: { city: 'Kraków' },
      }),
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses playback to a viewer, and plays for staff', async () => {
    expectMaintenance(await playback(freeVideo.slug, viewer.token));
    const staff = await playback(freeVideo.slug, admin);
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it('keeps reads open: the catalogue, the configuration (which says maintenance is on) and the viewer’s session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/videos' })).statusCode).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(config.json()).toMatchObject({ config: { maintenance: true } });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/users/validate-session',
      headers: auth(viewer.token),
    });
    expect(session.statusCode).toBe(200);
  });

  it('lets an administrator sign in with the password and the mailed link, and change settings', async () => {
    // One session per user: the new sign-in replaces the suite's, so the suite goes on with the new one.
    admin = await sessionOf(t.app, 'admin');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: auth(admin),
      payload: { contact_email: 'widownia@teatr.pl' },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The viewer may still sign out.
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth((await userWithSession(t)).token),
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
  });

  it('switched off, the same calls go through at once', async () => {
    await setMaintenance(false);
    const played = await playback(freeVideo.slug, viewer.token);
    expect(played.statusCode, played.body).toBe(200);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/users', payload: signUpForm() });
    expect(signUp.statusCode, signUp.body).toBe(201);
  });
});
