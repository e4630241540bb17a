import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { events, hostedVideos, orders, videos } from '../../src/db/schema';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { SIGNING_KEY_FILE, signedMediaPath } from '../../src/adapters/video-host/local/signing';
import { createTestApp, type TestApp } from '../helpers';
import { demoSession, userWithSession } from '../users/session-fixtures';
import { call } from '../catalog/support';

/**
 * The local video host's signed links under abuse: the operator's key, replayed signatures, odd query strings
 * and Range headers (no 500, no hang, never another file). The ordinary behaviour is in local-video.test.ts.
 */

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));
const OPERATOR_KEY = 'operator-key-'.padEnd(48, 'x');
const HOUR = 3_600_000;

let t: TestApp;
let dataDir: string;
let premiumToken: string;
let hostedId: number;
let otherHostedId: number;

async function localVideo(hosted: number, values: Partial<typeof videos.$inferInsert> = {}) {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(videos)
    .values({
      title: 'Pokaz',
      slug: `pokaz-bezpieczny-${hosted}-${Date.now().toString(36)}`,
      videoLink: `local:${hosted}`,
      addedAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

async function links(hosted: number) {
  const video = await localVideo(hosted);
  const response = await call(t, 'GET', `/api/playback/video/${video.slug}?typ=standard`, {
    token: premiumToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    video,
    ...(response.json() as { url: string; subtitles: Array<{ language: string; url: string }> }),
  };
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-media-sec-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MEDIA_SIGNING_KEY: OPERATOR_KEY } });
  premiumToken = (await demoSession(t, 'premium')).token;
  const now = t.clock.now();
  const rows = await t.database.db
    .insert(hostedVideos)
    .values([
      { name: 'Pierwszy', uri: 'local/sec-1', status: 'COMPLETE', createdAt: now },
      { name: 'Drugi', uri: 'local/sec-2', status: 'COMPLETE', createdAt: now },
    ])
    .returning();
  hostedId = rows[0]!.id;
  otherHostedId = rows[1]!.id;
  for (const id of [hostedId, otherHostedId]) {
    const folder = path.join(dataDir, 'media', String(id));
    fs.mkdirSync(path.join(folder, 'subtitles'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'video.webm'), CLIP);
    for (const language of ['en', 'pl']) {
      fs.copyFileSync(
        path.join(ASSETS, `demo-clip.${language}.vtt`),
        path.join(folder, 'subtitles', `${language}.vtt`),
      );
    }
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('MEDIA_SIGNING_KEY', () => {
  it('is read from the environment and signs the links, so every instance can open them', async () => {
    expect(loadConfig({ MEDIA_SIGNING_KEY: OPERATOR_KEY }).MEDIA_SIGNING_KEY).toBe(OPERATOR_KEY);
    const { url } = await links(hostedId);
    const grant = new URL(url, 'http://x').searchParams.get('g')!;
    expect(url).toBe(signedMediaPath(Buffer.from(OPERATOR_KEY), grant, hostedId, { kind: 'video' }));
    // No key of its own was made next to the media.
    expect(fs.existsSync(path.join(dataDir, 'media', SIGNING_KEY_FILE))).toBe(false);
  });

  it('refuses to start with a short key', () => {
    expect(() => loadConfig({ MEDIA_SIGNING_KEY: 'too-short' })).toThrow(/MEDIA_SIGNING_KEY/);
  });
});

describe('a signed link replayed elsewhere', () => {
  it('opens only its own file of its own hosted video', async () => {
    const { url, subtitles } = await links(hostedId);
    const video = new URL(url, 'http://x');
    const query = video.search;
    const pl = new URL(subtitles.find((track) => track.language === 'pl')!.url, 'http://x');

    expect((await get(url)).statusCode).toBe(200);
    expect((await get(`/media/videos/${otherHostedId}/video${query}`)).statusCode).toBe(403);
    expect((await get(`/media/videos/${hostedId}/subtitles/pl.vtt${query}`)).statusCode).toBe(403);
    // One language's subtitle signature does not open another's, nor the video.
    expect((await get(`/media/videos/${hostedId}/subtitles/en.vtt${pl.search}`)).statusCode).toBe(403);
    expect((await get(`/media/videos/${hostedId}/video${pl.search}`)).statusCode).toBe(403);
    expect((await get(`/media/videos/${otherHostedId}/subtitles/pl.vtt${pl.search}`)).statusCode).toBe(403);
  });

  it('answers 403, never 500, to repeated, padded or oversized signature parameters', async () => {
    const { url } = await links(hostedId);
    const signed = new URL(url, 'http://x');
    const g = signed.searchParams.get('g')!;
    const sig = signed.searchParams.get('sig')!;
    for (const query of [
      `g=${g}&sig=${sig}&sig=${sig}`,
      `g=${g}&g=${g}&sig=${sig}`,
      `g=${g}&sig=${sig}=`,
      `g=${g}&sig=${sig}%00`,
      `g=${g}%00&sig=${sig}`,
      `g=${g}=&sig=${sig}`,
      `g=${g}${'A'.repeat(10_000)}&sig=${sig}`,
      `g=${g}&sig=${'A'.repeat(10_000)}`,
      `g[]=${g}&sig=${sig}`,
      `g=${encodeURIComponent(`${g}' or '1'='1`)}&sig=${sig}`,
    ]) {
      const response = await get(`${signed.pathname}?${query}`);
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

describe('Range headers under abuse', () => {
  // @fastify/send (range-parser) reads each number with parseInt: leniently, but only ever within the file.
  it.each([
    ['one byte', 206, 1, 'bytes=0-0'],
    ['the last byte', 206, 1, 'bytes=-1'],
    ['a start of 40 digits', 416, 0, `bytes=${'9'.repeat(40)}-`],
    ['an end of 40 digits', 206, CLIP.length, `bytes=0-${'9'.repeat(40)}`],
    ['a suffix of 40 digits', 416, 0, `bytes=-${'9'.repeat(40)}`],
    ['numbers of 5000 digits', 416, 0, `bytes=${'1'.repeat(5000)}-${'2'.repeat(5000)}`],
    ['a negative start', 416, 0, 'bytes=--5'],
    ['a negative suffix with an end', 206, 5, 'bytes=-5-10'],
    ['an end before the start', 416, 0, 'bytes=10-5'],
    [
      '500 adjacent ranges, merged',
      206,
      500,
      `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}`,
    ],
    ['hexadecimal', 206, 1, 'bytes=0x10-0x20'],
    ['exponents', 206, 2, 'bytes=1e3-2e3'],
    ['spaces', 200, CLIP.length, 'bytes = 0-9'],
  ] as const)('%s → %i with %i bytes of the file', async (_label, status, length, range) => {
    const { url } = await links(hostedId);
    const response = await get(url, { range });
    expect(response.statusCode).toBe(status);
    expect(response.rawPayload.length).toBe(length);
    if (status === 416) expect(response.headers['content-range']).toBe(`bytes */${CLIP.length}`);
    if (status === 206) {
      const [, first] = /^bytes (\d+)-(\d+)\/\d+$/.exec(response.headers['content-range'] as string)!;
      expect(response.rawPayload.equals(CLIP.subarray(Number(first), Number(first) + length))).toBe(true);
    }
  });

  it('serves subtitle ranges the same way', async () => {
    const { subtitles } = await links(hostedId);
    const response = await get(subtitles[0]!.url, { range: 'bytes=0-5' });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('WEBVTT');
  });
});

describe('a signed link of a viewer whose access ends sooner', () => {
  async function rentedVideo(values: Partial<typeof videos.$inferInsert>) {
    const { user, token } = await userWithSession(t, { birthday: '1980-01-01' });
    const video = await localVideo(hostedId, { videoPriceGrosze: 1990, ...values });
    const now = t.clock.now();
    await t.database.db.insert(orders).values({
      extOrderId: `sec-rental-${video.id}`,
      kind: 'video',
      videoId: video.id,
      userId: user.id,
      status: 'COMPLETED',
      amountGrosze: 1990,
      used: false,
      createdAt: now,
      updatedAt: now,
    });
    const play = () =>
      call(t, 'GET', `/api/playback/video/${video.slug}?typ=standard`, { token }).then(
        (response) => response.json() as { url: string; subtitles: Array<{ url: string }> },
      );
    return { play };
  }

  it('expires with the rental window when that ends sooner than its lifetime', async () => {
    const { play } = await rentedVideo({ ticketsExpirationTime: 3 });
    await play();

    // Renewed a minute before the end of the window, the link still ends with it, not a lifetime later.
    t.clock.advance(3 * HOUR - 60_000);
    const late = await play();
    t.clock.advance(60_000 - 1000);
    expect((await get(late.url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(1000);
    expect((await get(late.url, { range: 'bytes=0-9' })).statusCode).toBe(403);
    for (const track of late.subtitles) expect((await get(track.url)).statusCode).toBe(403);
  });

  it('expires when the video leaves the catalogue (end_date)', async () => {
    const endDate = new Date(t.clock.now().getTime() + STREAM_LINK_LIFETIME_MS / 2);
    const { play } = await rentedVideo({ ticketsExpirationTime: 0, endDate });
    const { url } = await play();
    t.clock.advance(STREAM_LINK_LIFETIME_MS / 2 - 1000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(1000);
    expect((await get(url)).statusCode).toBe(403);
  });

  it("expires with the event's end", async () => {
    const now = t.clock.now().getTime();
    const wall = (instant: number) => {
      const [date, time] = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Warsaw',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
        .format(instant)
        .split(' ');
      return { date: date!, time: time! };
    };
    const ends = now + STREAM_LINK_LIFETIME_MS / 2;
    const [start, end] = [wall(now - HOUR), wall(ends)];
    const video = await localVideo(hostedId);
    const [event] = await t.database.db
      .insert(events)
      .values({
        title: 'Transmisja lokalna',
        slug: `transmisja-lokalna-${Date.now().toString(36)}`,
        videoId: video.id,
        dateFrom: start.date,
        timeFrom: start.time,
        dateTo: end.date,
        timeTo: end.time,
        fullDay: false,
        published: true,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    const response = await call(t, 'GET', `/api/playback/event/${event!.slug}?typ=standard`, {
      token: premiumToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    // The event's end is read to the minute at worst.
    t.clock.advance(STREAM_LINK_LIFETIME_MS / 2 - 60_000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(60_000 + 1000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(403);
  });

  it('lives its lifetime for a premium viewer of a video without an end', async () => {
    const { url } = await links(hostedId);
    t.clock.advance(STREAM_LINK_LIFETIME_MS - 1000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(1000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(403);
  });
});
