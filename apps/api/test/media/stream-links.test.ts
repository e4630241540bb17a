import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { hostedVideos, orders, streamGrants, videos, type VideoRow } from '../../src/db/schema';
import { mediaSigningKey, signedMediaPath } from '../../src/adapters/video-host/local/signing';
import { insertBan } from '../../src/modules/bans/bans.repository';
import { createTestApp, sessionOf, signIn, type TestApp } from '../helpers';
import { FIXTURE_PASSWORD, userWithSession } from '../users/session-fixtures';
import { call } from '../catalog/support';

/**
 * A stream link of the local host is one viewer's right, not a bearer ticket to a file (issue 18, hole 3): it names
 * a grant of the viewer's session to the product in one variant, which lives STREAM_LINK_LIFETIME_MS after the
 * last playback call that renewed it, and stops when the session does (a ban, a sign-out, another device) or,
 * since a refused renewal extends nothing, when the entitlement does (a refund, a rental's end). The link stays
 * the same while the viewer watches, so the player never reloads its video to renew it.
 */

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));
const HOUR = 3_600_000;

let t: TestApp;
let dataDir: string;
let adminToken: string;
let hostedFree: number;
let hostedPaid: number;
let hostedSecond: number;
let free: VideoRow;
let paid: VideoRow;
let second: VideoRow;

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
  hostedSecond = await hostClip('drugi');
  second = await insertVideo({ videoLink: `local:${hostedSecond}` });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The grant a link names. */
function grantIn(url: string): string {
  return new URL(url, 'http://x').searchParams.get('g') ?? '';
}

/** How many grants are stored under these ids. */
async function storedGrants(...ids: string[]): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(streamGrants)
    .where(inArray(streamGrants.id, ids));
  return row!.n;
}

describe('a stream link stays the same while its viewer watches', () => {
  it('is answered unchanged by each renewal, and opens its file for as long as the renewals go on', async () => {
    const { token } = await userWithSession(t);
    const first = await linksFor(token, free);
    expect(await fetchStatus(first.url)).toBe(206);

    // The player renews every five minutes: the same address each time, so its <video> never reloads.
    t.clock.advance(5 * 60_000);
    expect(await linksFor(token, free)).toEqual(first);
    t.clock.advance(5 * 60_000);
    expect(await linksFor(token, free)).toEqual(first);

    // 12 minutes in: past the first lifetime, within the one the last renewal gave.
    t.clock.advance(2 * 60_000);
    expect(await fetchStatus(first.url)).toBe(206);
    expect(await fetchStatus(first.subtitles[0]!.url)).toBe(206);

    // No renewal since the one at 10 minutes: it dies a lifetime after that one.
    t.clock.advance(STREAM_LINK_LIFETIME_MS - 2 * 60_000 - 1000);
    expect(await fetchStatus(first.url)).toBe(206);
    t.clock.advance(1000);
    expect(await fetchStatus(first.url)).toBe(403);
    expect(await fetchStatus(first.subtitles[0]!.url)).toBe(403);
  });

  it('is one per session, product and version: another session, product or version gets a link of its own', async () => {
    const { user, token } = await userWithSession(t);
    const standard = await linksFor(token, free, 'standard');
    const pjm = await linksFor(token, free, 'pjm');
    const other = await linksFor(token, second);
    // One hosted video plays both versions: the same file, under grants of their own.
    expect(new URL(pjm.url, 'http://x').pathname).toBe(new URL(standard.url, 'http://x').pathname);
    expect(grantIn(pjm.url)).not.toBe(grantIn(standard.url));
    expect(grantIn(other.url)).not.toBe(grantIn(standard.url));
    expect(await fetchStatus(pjm.url)).toBe(206);

    const signedIn = await signIn(t.app, user.email, FIXTURE_PASSWORD);
    const elsewhere = await linksFor((signedIn.json() as { token: string }).token, free);
    expect(grantIn(elsewhere.url)).not.toBe(grantIn(standard.url));
  });
});

describe('a stream link lives minutes', () => {
  it(`is refused ${STREAM_LINK_LIFETIME_MS / 60_000} minutes on without a renewal, and stays dead once a later call hands a new one`, async () => {
    const { token } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    expect(STREAM_LINK_LIFETIME_MS).toBeLessThanOrEqual(10 * 60_000);

    t.clock.advance(STREAM_LINK_LIFETIME_MS - 1000);
    expect(await fetchStatus(url)).toBe(206);
    t.clock.advance(1000);
    expect(await fetchStatus(url)).toBe(403);
    expect(await fetchStatus(subtitles[0]!.url)).toBe(403);

    const renewed = await linksFor(token, free);
    expect(renewed.url).not.toBe(url);
    expect(await fetchStatus(renewed.url)).toBe(206);
    expect(await fetchStatus(renewed.subtitles[0]!.url)).toBe(206);
    expect(await fetchStatus(url)).toBe(403);
  });

  it('is removed from the database by the media job once expired; a link still renewed stays', async () => {
    const { token: watching } = await userWithSession(t);
    const { token: gone } = await userWithSession(t);
    const kept = grantIn((await linksFor(watching, free)).url);
    const expired = grantIn((await linksFor(gone, free)).url);
    expect(await storedGrants(kept, expired)).toBe(2);

    t.clock.advance(5 * 60_000);
    await linksFor(watching, free);
    t.clock.advance(STREAM_LINK_LIFETIME_MS - 5 * 60_000);
    await t.app.mediaJobs.runDue();
    expect(await storedGrants(expired)).toBe(0);
    expect(await storedGrants(kept)).toBe(1);
  });
});

describe('a stream link stops with the entitlement, at the latest a lifetime after its last renewal', () => {
  it('after a full refund the next renewal is refused and does not extend the link', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const order = await completedOrder(user.id, paid, {});
    const { url } = await linksFor(token, paid);
    t.clock.advance(5 * 60_000);
    expect((await linksFor(token, paid)).url).toBe(url);

    // What PayU's notification of a finalized full refund leaves (handle-notification.ts).
    t.clock.advance(60_000);
    await t.database.db.update(orders).set({ status: 'REFUNDED' }).where(eq(orders.id, order.id));
    t.clock.advance(4 * 60_000);
    expect((await playback(token, paid)).statusCode).toBe(422);
    // The renewal at 5 minutes gave it until 15; the refused one at 10 gave nothing.
    t.clock.advance(STREAM_LINK_LIFETIME_MS - 5 * 60_000 - 1000);
    expect(await fetchStatus(url)).toBe(206);
    t.clock.advance(1000);
    expect(await fetchStatus(url)).toBe(403);
  });

  it('after staff end a rental early the next renewal is refused and the link dies within its lifetime', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const ends = new Date(t.clock.now().getTime() + 3 * HOUR);
    const order = await completedOrder(user.id, paid, { used: true, expirationDate: ends });
    const { url } = await linksFor(token, paid);
    t.clock.advance(5 * 60_000);
    expect((await linksFor(token, paid)).url).toBe(url);

    // The manage-payment dialog's "end of access" set to now (edit-payment.ts).
    t.clock.advance(60_000);
    await t.database.db.update(orders).set({ expirationDate: t.clock.now() }).where(eq(orders.id, order.id));
    t.clock.advance(4 * 60_000);
    expect((await playback(token, paid)).statusCode).toBe(422);
    t.clock.advance(STREAM_LINK_LIFETIME_MS - 5 * 60_000 - 1000);
    expect(await fetchStatus(url)).toBe(206);
    t.clock.advance(1000);
    expect(await fetchStatus(url)).toBe(403);
  });

  it('when a rental runs out, the link ends with it, renewed or not, and the next call refuses', async () => {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const ends = new Date(t.clock.now().getTime() + STREAM_LINK_LIFETIME_MS * 0.75);
    await completedOrder(user.id, paid, { used: true, expirationDate: ends });
    const { url } = await linksFor(token, paid);
    t.clock.advance(STREAM_LINK_LIFETIME_MS / 2);
    expect((await linksFor(token, paid)).url).toBe(url);
    t.clock.set(new Date(ends.getTime() - 1000));
    expect(await fetchStatus(url)).toBe(206);
    t.clock.set(ends);
    expect(await fetchStatus(url)).toBe(403);
    expect((await playback(token, paid)).statusCode).toBe(422);
  });
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

  it('answers 403 after the viewer signs out, although its grant still runs', async () => {
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

  it('costs one database round trip a request: the grant, its session and its user in one query', async () => {
    const { token } = await userWithSession(t);
    const { url } = await linksFor(token, free);
    const client = (t.database.db as unknown as { $client: { query: (...args: never[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, 'query');
    try {
      expect(await fetchStatus(url)).toBe(206);
      expect(queries).toHaveBeenCalledTimes(1);
      queries.mockClear();
      // A forged signature costs none.
      expect(await fetchStatus(withParam(url, 'sig', 'A'.repeat(43)))).toBe(403);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('a stream link opens only what it was granted for', () => {
  it('answers 403 when its grant, hosted video or file is changed, or its grant swapped for another', async () => {
    const { token } = await userWithSession(t);
    const { token: otherToken } = await userWithSession(t);
    const { url, subtitles } = await linksFor(token, free);
    const video = new URL(url, 'http://x');
    const grant = grantIn(url);
    expect(await fetchStatus(url)).toBe(206);

    // Another product's hosted video: the free recording's link never opens the paid one's file.
    expect(await fetchStatus(`/media/videos/${hostedPaid}/video${video.search}`)).toBe(403);
    // Another file of the same hosted video.
    expect(await fetchStatus(`/media/videos/${hostedFree}/subtitles/pl.vtt${video.search}`)).toBe(403);
    expect(
      await fetchStatus(`/media/videos/${hostedFree}/video${new URL(subtitles[0]!.url, 'http://x').search}`),
    ).toBe(403);
    // A grant changed by one character, or missing, or without its signature.
    const flipped = `${grant.slice(0, -1)}${grant.endsWith('A') ? 'B' : 'A'}`;
    expect(await fetchStatus(withParam(url, 'g', flipped))).toBe(403);
    expect(await fetchStatus(`${video.pathname}?sig=${video.searchParams.get('sig')}`)).toBe(403);
    expect(await fetchStatus(`${video.pathname}?g=${grant}`)).toBe(403);
    // Another session's grant (another viewer's, another product's) under this link's signature.
    expect(await fetchStatus(withParam(url, 'g', grantIn((await linksFor(otherToken, free)).url)))).toBe(403);
    expect(await fetchStatus(withParam(url, 'g', grantIn((await linksFor(token, second)).url)))).toBe(403);
  });

  it("answers 403 to another product's grant even signed for this file with the key", async () => {
    const { token } = await userWithSession(t);
    const elsewhere = grantIn((await linksFor(token, second)).url);
    const key = await mediaSigningKey(t.app.deps.env);
    const forged = signedMediaPath(key, elsewhere, hostedFree, { kind: 'video' });
    expect(await fetchStatus(forged)).toBe(403);
    // The same key and grant on the grant's own hosted video open it: only the grant's row said no.
    expect(await fetchStatus(signedMediaPath(key, elsewhere, hostedSecond, { kind: 'video' }))).toBe(206);
  });
});
