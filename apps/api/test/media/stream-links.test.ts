import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { hostedVideos, orders, videos, type VideoRow } from '../../src/db/schema';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { createTestApp, sessionOf, signIn, type TestApp } from '../helpers';
import { FIXTURE_PASSWORD, userWithSession } from '../users/session-fixtures';
import { call } from '../catalog/support';

/**
 * A stream link of the local host is one viewer's right, not a bearer ticket to a file (issue 18, hole 3): it is
 * bound to the viewer's session, the product and the variant, lives STREAM_LINK_LIFETIME_MS, and stops when the
 * session does (a ban, a sign-out, another device) or, through the renewing playback call, when the entitlement
 * does (a refund, a rental's end).
 */

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));
const HOUR = 3_600_000;

let t: TestApp;
let dataDir: string;
let adminToken: string;
let hostedFree: number;
let hostedPaid: number;
let free: VideoRow;
let paid: VideoRow;

let counter = 0;
async function insertVideo(values: Partial<typeof videos.$inferInsert>) {
  counter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(videos)
    .values({ title: 'Pokaz', slug: `pokaz-wiazany-${counter}`, addedAt: now, updatedAt: now, ...values })
    .returning();
  return row!;
}

async function hostClip(name: string): Promise<number> {
  const [row] = await t.database.db
    .insert(hostedVideos)
    .values({ name, uri: `local/${name}`, status: 'COMPLETE', createdAt: t.clock.now() })
    .returning();
  const folder = path.join(dataDir, 'media', String(row!.id));
  fs.mkdirSync(path.join(folder, 'subtitles'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'video.webm'), CLIP);
  fs.copyFileSync(path.join(ASSETS, 'demo-clip.pl.vtt'), path.join(folder, 'subtitles', 'pl.vtt'));
  return row!.id;
}

interface Links {
  url: string;
  subtitles: Array<{ language: string; url: string }>;
}

function playback(token: string, video: VideoRow, typ = 'standard') {
  return call(t, 'GET', `/api/playback/video/${video.slug}?typ=${typ}`, { token });
}

async function linksFor(token: string, video: VideoRow, typ = 'standard'): Promise<Links> {
  const response = await playback(token, video, typ);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Links;
}

/** The first bytes, as <video> asks for them. */
async function fetchStatus(url: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
  return response.statusCode;
}

/** The link with one query parameter set to another value (or added). */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

async function completedOrder(userId: number, video: VideoRow, values: Partial<typeof orders.$inferInsert>) {
  counter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(orders)
    .values({
      extOrderId: `stream-link-${counter}-${video.id}`,
      kind: 'video',
      videoId: video.id,
      userId,
      status: 'COMPLETED',
      amountGrosze: 1990,
      used: false,
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-stream-links-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  adminToken = await sessionOf(t.app, 'admin');
  hostedFree = await hostClip('bezplatny');
  hostedPaid = await hostClip('platny');
  free = await insertVideo({ videoLink: `local:${hostedFree}`, accessibilityVideo: `local:${hostedFree}` });
  paid = await insertVideo({ videoLink: `local:${hostedPaid}`, videoPriceGrosze: 1990 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a stream link stops with its session', () => {
  it('answers 206, then 403 once its viewer is banned for good', async () => {
    const { user, token } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    expect(await fetchStatus(url)).toBe(206);
    const ban = await call(t, 'POST', '/api/bans', {
      token: adminToken,
      payload: { user_id: user.id, forever: true },
    });
    expect(ban.statusCode, ban.body).toBe(201);
    expect(await fetchStatus(url)).toBe(403);
    expect(await fetchStatus(subtitles[0]!.url)).toBe(403);
  });

  it('answers 403 under a ban that left the session open (one recorded straight in the database)', async () => {
    const { user, token } = await userWithSession(t);
    const { url } = await linksFor(token, free);
    expect(await fetchStatus(url)).toBe(206);
    await insertBan(t.database.db, {
      userId: user.id,
      reason: 'test',
      expirationDate: new Date(t.clock.now().getTime() + HOUR),
      forever: false,
      createdAt: t.clock.now(),
      createdBy: null,
    });
    expect(await fetchStatus(url)).toBe(403);
  });

  it('answers 403 after the viewer signs out', async () => {
    const { token } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    expect(await fetchStatus(url)).toBe(206);
    const out = await call(t, 'POST', '/api/auth/logout', { token });
    expect(out.statusCode).toBeLessThan(300);
    expect(await fetchStatus(url)).toBe(403);
    expect(await fetchStatus(subtitles[0]!.url)).toBe(403);
  });

  it('answers 403 once another device signs in as the same user; the new session gets a link that works', async () => {
    const { user, token } = await userWithSession(t);
    const { url } = await linksFor(token, free);
    expect(await fetchStatus(url)).toBe(206);
    const other = await signIn(t.app, user.email, FIXTURE_PASSWORD);
    expect(other.statusCode).toBe(200);
    expect(await fetchStatus(url)).toBe(403);
    const fresh = await linksFor((other.json() as { token: string }).token, free);
    expect(await fetchStatus(fresh.url)).toBe(206);
  });
});

describe('a long recording', () => {
  it('comes in answers of at most 8 MiB, so a ban stops one already playing at its next request', async () => {
    const hosted = await hostClip('dlugi');
    const size = 9 * 1024 * 1024;
    fs.truncateSync(path.join(dataDir, 'media', String(hosted), 'video.webm'), size);
    const long = await insertVideo({ videoLink: `local:${hosted}` });
    const { user, token } = await userWithSession(t);
    const { url } = await linksFor(token, long);

    // What <video> asks first: everything from the start.
    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${8 * 1024 * 1024 - 1}/${size}`);
    expect(first.rawPayload.length).toBe(8 * 1024 * 1024);
    // A range within the cap, and the rest, as asked.
    const rest = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${8 * 1024 * 1024}-` } });
    expect(rest.headers['content-range']).toBe(`bytes ${8 * 1024 * 1024}-${size - 1}/${size}`);

    await insertBan(t.database.db, {
      userId: user.id,
      reason: 'test',
      expirationDate: null,
      forever: true,
      createdAt: t.clock.now(),
      createdBy: null,
    });
    const next = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${8 * 1024 * 1024}-` } });
    expect(next.statusCode).toBe(403);
  });
});

describe('a stream link lives minutes', () => {
  it(`is refused ${STREAM_LINK_LIFETIME_MS / 60_000} minutes on, and a fresh playback call gives one that works`, async () => {
    const { token } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp')) * 1000;
    expect(exp).toBe(Math.floor((t.clock.now().getTime() + STREAM_LINK_LIFETIME_MS) / 1000) * 1000);
    expect(STREAM_LINK_LIFETIME_MS).toBeLessThanOrEqual(10 * 60_000);

    t.clock.advance(STREAM_LINK_LIFETIME_MS - 1000);
    expect(await fetchStatus(url)).toBe(206);
    t.clock.advance(1000);
    expect(await fetchStatus(url)).toBe(403);
    expect(await fetchStatus(subtitles[0]!.url)).toBe(403);

    const renewed = await linksFor(token, free);
    expect(await fetchStatus(renewed.url)).toBe(206);
    expect(await fetchStatus(renewed.subtitles[0]!.url)).toBe(206);
  });
});

describe('a stream link stops with the entitlement, at the latest when it expires', () => {
  it('after a full refund the next playback call refuses and the old link dies within its lifetime', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const order = await completedOrder(user.id, paid, {});
    const { url } = await linksFor(token, paid);
    expect(await fetchStatus(url)).toBe(206);

    // What PayU's notification of a finalized full refund leaves (handle-notification.ts).
    await t.database.db.update(orders).set({ status: 'REFUNDED' }).where(eq(orders.id, order.id));
    expect((await playback(token, paid)).statusCode).toBe(422);
    t.clock.advance(STREAM_LINK_LIFETIME_MS);
    expect(await fetchStatus(url)).toBe(403);
  });

  it('after staff end a rental early the next playback call refuses and the old link dies within its lifetime', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const ends = new Date(t.clock.now().getTime() + 3 * HOUR);
    const order = await completedOrder(user.id, paid, { used: true, expirationDate: ends });
    const { url } = await linksFor(token, paid);
    expect(await fetchStatus(url)).toBe(206);

    // The manage-payment dialog's "end of access" set to now (edit-payment.ts).
    await t.database.db.update(orders).set({ expirationDate: t.clock.now() }).where(eq(orders.id, order.id));
    t.clock.advance(1000);
    expect((await playback(token, paid)).statusCode).toBe(422);
    t.clock.advance(STREAM_LINK_LIFETIME_MS);
    expect(await fetchStatus(url)).toBe(403);
  });

  it('when a rental runs out, the link ends with it and the next call refuses', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const ends = new Date(t.clock.now().getTime() + STREAM_LINK_LIFETIME_MS / 2);
    await completedOrder(user.id, paid, { used: true, expirationDate: ends });
    const { url } = await linksFor(token, paid);
    expect(await fetchStatus(url)).toBe(206);
    t.clock.set(ends);
    expect(await fetchStatus(url)).toBe(403);
    expect((await playback(token, paid)).statusCode).toBe(422);
  });
});

describe('a stream link opens only what it was granted for', () => {
  it('answers 403 when its hosted video, file, product, variant or viewer is changed', async () => {
    const { token } = await userWithSession(t);
    const { user: otherUser, token: otherToken } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    const video = new URL(url, 'http://x');
    expect(await fetchStatus(url)).toBe(206);

    // Another product's hosted video: the free recording's link never opens the paid one's file.
    expect(await fetchStatus(`/media/videos/${hostedPaid}/video${video.search}`)).toBe(403);
    // Another file of the same hosted video.
    expect(await fetchStatus(`/media/videos/${hostedFree}/subtitles/pl.vtt${video.search}`)).toBe(403);
    expect(
      await fetchStatus(`/media/videos/${hostedFree}/video${new URL(subtitles[0]!.url, 'http://x').search}`),
    ).toBe(403);
    // Another product, another variant.
    expect(await fetchStatus(withParam(url, 'item', `video-${paid.id}`))).toBe(403);
    expect(await fetchStatus(withParam(url, 'variant', 'pjm'))).toBe(403);
    // Another viewer: neither the user nor the session can be swapped.
    const other = new URL((await linksFor(otherToken, free)).url, 'http://x');
    expect(await fetchStatus(withParam(url, 'user', String(otherUser.id)))).toBe(403);
    expect(await fetchStatus(withParam(url, 'session', other.searchParams.get('session') ?? '1'))).toBe(403);
  });

  it('gives each variant its own link, even of one hosted video', async () => {
    const { token } = await userWithSession(t);
    const standard = await linksFor(token, free, 'standard');
    const pjm = await linksFor(token, free, 'pjm');
    expect(new URL(pjm.url, 'http://x').pathname).toBe(new URL(standard.url, 'http://x').pathname);
    expect(pjm.url).not.toBe(standard.url);
    expect(new URL(pjm.url, 'http://x').searchParams.get('variant')).toBe('pjm');
    expect(await fetchStatus(pjm.url)).toBe(206);
  });
});
