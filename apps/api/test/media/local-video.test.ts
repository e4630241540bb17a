import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hostedVideos, streamGrants, videos } from '../../src/db/schema';
import { mediaSigningKey, signedMediaPath } from '../../src/adapters/video-host/local/signing';
import { addLocalTextTrack } from '../../src/adapters/video-host/local/text-tracks';
import { hashToken } from '../../src/lib/crypto';
import { findSessionWithUser } from '../../src/modules/auth/auth.repository';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { createTestApp, type TestApp } from '../helpers';
import { demoSession, userWithSession } from '../users/session-fixtures';
import { call } from '../catalog/support';
import { grantOf, signedLinkOf } from './stream-grant';

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));

let t: TestApp;
let dataDir: string;
let premiumToken: string;
let standardToken: string;
let hostedId: number;
let notUploadedId: number;

interface TrackAnswer {
  language: string;
  kind: string;
  label: string;
}

let counter = 0;
async function insertVideo(values: Partial<typeof videos.$inferInsert>) {
  counter += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(videos)
    .values({
      title: 'Pokaz lokalny',
      slug: `pokaz-lokalny-${counter}`,
      addedAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

async function playback(slug: string, token: string | undefined, typ = 'standard') {
  return call(t, 'GET', `/api/playback/video/${slug}?typ=${typ}`, { token });
}

/** The signed video link the premium user gets for a fresh paid local video. */
async function signedVideoUrl(): Promise<string> {
  const video = await insertVideo({ videoLink: `local:${hostedId}`, videoPriceGrosze: 1990 });
  const response = await playback(video.slug, premiumToken);
  expect(response.statusCode).toBe(200);
  return (response.json() as { url: string }).url;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-media-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  premiumToken = (await demoSession(t, 'premium')).token;
  standardToken = (await userWithSession(t, { birthday: '1990-05-17' })).token;
  const now = t.clock.now();
  const [ready, pending] = await t.database.db
    .insert(hostedVideos)
    .values([
      { name: 'Pokaz', uri: 'local/test-ready', status: 'COMPLETE', createdAt: now },
      { name: 'W drodze', uri: 'local/test-pending', status: 'NOT_UPLOADED', createdAt: now },
    ])
    .returning();
  hostedId = ready!.id;
  notUploadedId = pending!.id;
  const folder = path.join(dataDir, 'media', String(hostedId));
  fs.mkdirSync(path.join(folder, 'subtitles'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'video.webm'), CLIP);
  for (const language of ['en', 'pl']) {
    fs.copyFileSync(
      path.join(ASSETS, `demo-clip.${language}.vtt`),
      path.join(folder, 'subtitles', `${language}.vtt`),
    );
  }
  // Not a subtitle file: never listed, never served.
  fs.writeFileSync(path.join(folder, 'subtitles', 'notes.txt'), 'x');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the playback call for a video of the local host', () => {
  it('answers the entitled a video link signed for them and the subtitles found on disk, Polish first', async () => {
    const video = await insertVideo({ videoLink: `local:${hostedId}`, videoPriceGrosze: 1990 });
    const response = await playback(video.slug, premiumToken);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      kind: string;
      url: string;
      subtitles: Array<{ language: string; url: string }>;
    };
    expect(body.kind).toBe('local');
    expect(body.url).toMatch(
      new RegExp(`^/media/videos/${hostedId}/video\\?g=[A-Za-z0-9_-]{22}&sig=[A-Za-z0-9_-]{43}$`),
    );
    const grant = new URL(body.url, 'http://x').searchParams.get('g')!;
    expect(body.subtitles.map((track) => track.language)).toEqual(['pl', 'en']);
    expect(body.subtitles[0]!.url).toMatch(
      new RegExp(`^/media/videos/${hostedId}/subtitles/pl\\.vtt\\?g=${grant}&sig=[A-Za-z0-9_-]{43}$`),
    );
    // The grant: the premium user's session watching this video in the standard version, for a lifetime.
    const premium = await findSessionWithUser(t.database.db, hashToken(premiumToken), t.clock.now());
    const [row] = await t.database.db.select().from(streamGrants).where(eq(streamGrants.id, grant));
    expect(row).toMatchObject({
      userId: premium!.user.id,
      sessionId: premium!.session.id,
      productKind: 'video',
      productId: video.id,
      variant: 'standard',
      hostedVideoId: hostedId,
      expiresAt: new Date(t.clock.now().getTime() + STREAM_LINK_LIFETIME_MS),
    });
  });

  it('labels each track in its own language', async () => {
    const video = await insertVideo({ videoLink: `local:${hostedId}` });
    const answer = (await playback(video.slug, premiumToken)).json() as { subtitles: TrackAnswer[] };
    expect(answer.subtitles.map(({ language, label }) => ({ language, label }))).toEqual([
      { language: 'pl', label: 'Polski' },
      { language: 'en', label: 'English' },
    ]);
  });

  it('labels a named track with its name, and one without a name in its own language; captions stay captions', async () => {
    const [named] = await t.database.db
      .insert(hostedVideos)
      .values({ name: 'Z napisami', uri: 'local/test-named', status: 'COMPLETE', createdAt: t.clock.now() })
      .returning();
    const folder = path.join(dataDir, 'media', String(named!.id));
    fs.mkdirSync(path.join(folder, 'subtitles'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'video.webm'), CLIP);
    await addLocalTextTrack(dataDir, named!.id, {
      language: 'pl',
      name: 'Polski (dla niesłyszących)',
      kind: 'captions',
      vtt: fs.readFileSync(path.join(ASSETS, 'demo-clip.pl.vtt'), 'utf8'),
    });
    fs.copyFileSync(path.join(ASSETS, 'demo-clip.en.vtt'), path.join(folder, 'subtitles', 'en.vtt'));

    const video = await insertVideo({ videoLink: `local:${named!.id}` });
    const answer = (await playback(video.slug, premiumToken)).json() as { subtitles: TrackAnswer[] };
    expect(answer.subtitles.map(({ language, kind, label }) => ({ language, kind, label }))).toEqual([
      { language: 'pl', kind: 'captions', label: 'Polski (dla niesłyszących)' },
      { language: 'en', kind: 'subtitles', label: 'English' },
    ]);
  });

  it('never gives a link to the signed-out, even for a free video, nor to a viewer who has not paid', async () => {
    const free = await insertVideo({ videoLink: `local:${hostedId}` });
    const anonymous = await playback(free.slug, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('/media/videos/');

    const paid = await insertVideo({ videoLink: `local:${hostedId}`, videoPriceGrosze: 1990 });
    const standard = await playback(paid.slug, standardToken);
    expect(standard.statusCode).toBe(422);
    expect(standard.body).not.toContain('/media/videos/');
  });

  it('answers 404 for a hosted video still NOT_UPLOADED, unknown, or without its file', async () => {
    const pending = await insertVideo({ videoLink: `local:${notUploadedId}` });
    expect((await playback(pending.slug, premiumToken)).statusCode).toBe(404);
    const unknown = await insertVideo({ videoLink: 'local:987654' });
    expect((await playback(unknown.slug, premiumToken)).statusCode).toBe(404);
    const [fileless] = await t.database.db
      .insert(hostedVideos)
      .values({ name: 'Bez pliku', uri: 'local/test-fileless', status: 'COMPLETE', createdAt: t.clock.now() })
      .returning();
    const orphan = await insertVideo({ videoLink: `local:${fileless!.id}` });
    expect((await playback(orphan.slug, premiumToken)).statusCode).toBe(404);
  });

  it('signs the sign-language variant too', async () => {
    const video = await insertVideo({
      videoLink: 'https://stream.example/standard',
      accessibilityVideo: `local:${hostedId}`,
    });
    const response = await playback(video.slug, premiumToken, 'pjm');
    expect(response.statusCode).toBe(200);
    const url = new URL((response.json() as { url: string }).url, 'http://x');
    expect(url.pathname).toBe(`/media/videos/${hostedId}/video`);
    const [grant] = await t.database.db
      .select()
      .from(streamGrants)
      .where(eq(streamGrants.id, url.searchParams.get('g')!));
    expect(grant?.variant).toBe('pjm');
  });
});

describe('GET /media/videos/{id}/video', () => {
  it('serves the whole video with its type and accepts ranges', async () => {
    const response = await t.app.inject({ method: 'GET', url: await signedVideoUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(CLIP.length));
    // Revalidated on reuse: a link whose session has ended opens nothing from the browser's cache either.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.rawPayload.equals(CLIP)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: await signedVideoUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(CLIP.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers a range with 206, the bytes asked for and Content-Range', async () => {
    const url = await signedVideoUrl();
    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${CLIP.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.length).toBe(100);
    expect(first.rawPayload.equals(CLIP.subarray(0, 100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(CLIP.subarray(CLIP.length - 50))).toBe(true);

    const open = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${CLIP.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${CLIP.length - 10}-${CLIP.length - 1}/${CLIP.length}`);

    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${CLIP.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${CLIP.length}`);
  });

  it('answers a repeated request with 304, a failed If-Match with 412 and a stale If-Range with the whole file', async () => {
    const url = await signedVideoUrl();
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-type']).toBeUndefined();
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-match': '"another-version"' } });
    expect(changed.statusCode).toBe(412);
    const fresh = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(fresh.statusCode).toBe(206);
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"another-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(CLIP.length);
  });

  it('refuses a missing, tampered, borrowed or expired signature with 403', async () => {
    const url = new URL(await signedVideoUrl(), 'http://localhost');
    const get = (target: URL | string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: typeof target === 'string' ? target : target.pathname + target.search,
        headers,
      });
    const changed = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy;
    };
    const sig = url.searchParams.get('sig')!;
    const grant = url.searchParams.get('g')!;

    expect((await get(url.pathname)).statusCode).toBe(403);
    expect((await get(changed('sig', null))).statusCode).toBe(403);
    expect((await get(changed('g', null))).statusCode).toBe(403);
    const flipped = sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect((await get(changed('sig', flipped))).statusCode).toBe(403);
    expect(
      (await get(changed('g', grant.startsWith('A') ? `B${grant.slice(1)}` : `A${grant.slice(1)}`)))
        .statusCode,
    ).toBe(403);
    // The same signature opens neither another file of the video nor another video.
    expect((await get(`/media/videos/${hostedId}/subtitles/pl.vtt${url.search}`)).statusCode).toBe(403);
    expect((await get(`/media/videos/${notUploadedId}/video${url.search}`)).statusCode).toBe(403);

    t.clock.advance(STREAM_LINK_LIFETIME_MS - 1000);
    expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(1000);
    const expired = await get(url, { range: 'bytes=0-9' });
    expect(expired.statusCode).toBe(403);
    expect(expired.headers['content-range']).toBeUndefined();
  });

  it('answers 404 for a hosted video without its file even with a valid signature, and for malformed ids', async () => {
    const missing = await signedLinkOf(t, premiumToken, notUploadedId, { kind: 'video' });
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    for (const id of ['abc', '0x1', '1.5', '%2e%2e', '..%2F..%2Fetc', '12345678901']) {
      const response = await t.app.inject({ method: 'GET', url: `/media/videos/${id}/video?g=x&sig=x` });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('GET /media/videos/{id}/subtitles/{lang}.vtt', () => {
  it('serves the WebVTT file of a signed link as text/vtt', async () => {
    const video = await insertVideo({ videoLink: `local:${hostedId}` });
    const body = (await playback(video.slug, premiumToken)).json() as {
      subtitles: Array<{ language: string; url: string }>;
    };
    const response = await t.app.inject({ method: 'GET', url: body.subtitles[1]!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toBe(fs.readFileSync(path.join(ASSETS, 'demo-clip.en.vtt'), 'utf8'));
  });

  it('never opens anything outside the video folder', async () => {
    const valid = new URL(
      await signedLinkOf(t, premiumToken, hostedId, { kind: 'subtitles', language: 'pl' }),
      'http://x',
    );
    const query = valid.search;
    for (const file of [
      '..%2F..%2F.signing-key',
      '..%2Fvideo.webm',
      'notes.txt',
      'pl.vtt%00',
      'PL.vtt',
      'pol.vtt',
      '%2e%2e',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/media/videos/${hostedId}/subtitles/${file}${query}`,
      });
      expect(response.statusCode, file).toBe(404);
    }
    const unsigned = await t.app.inject({ method: 'GET', url: `/media/videos/${hostedId}/../.signing-key` });
    expect([400, 404]).toContain(unsigned.statusCode);
    expect(unsigned.body).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 for a language the video has no subtitles in', async () => {
    const url = await signedLinkOf(t, premiumToken, hostedId, { kind: 'subtitles', language: 'de' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the signing key', () => {
  it('is made once in DATA_DIR/media/.signing-key, readable by the owner only', async () => {
    const file = path.join(dataDir, 'media', '.signing-key');
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('comes from MEDIA_SIGNING_KEY when set, and links of another key do not open', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-media-key-'));
    const env = { DATA_DIR: other, MEDIA_SIGNING_KEY: 'k'.repeat(40) };
    const key = await mediaSigningKey(env);
    expect(key.toString()).toBe('k'.repeat(40));
    expect(fs.existsSync(path.join(other, 'media', '.signing-key'))).toBe(false);
    const foreign = signedMediaPath(key, await grantOf(t, premiumToken, hostedId), hostedId, {
      kind: 'video',
    });
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(403);
    fs.rmSync(other, { recursive: true, force: true });
  });
});
