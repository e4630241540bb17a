import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOSTED_VIDEO_BYTES } from '@scena/shared/media/hosted-videos';
import { hostedVideos } from '../../src/db/schema';
import { VideoHostError } from '../../src/adapters/video-host/video-host';
import {
  LocalHostRefusal,
  createLocalHost,
  localVideoHostOf,
  uploadLinkKey,
  type LocalVideoHost,
} from '../../src/adapters/video-host/local/local-host';
import { signUploadToken } from '../../src/adapters/video-host/local/upload-links';
import { sniffVideoType } from '../../src/adapters/video-host/local/video-types';
import { findPlayableLocalVideo } from '../../src/modules/media/local-playback';
import { createTestApp, type TestApp } from '../helpers';
import { createSession, createUser } from '../users/session-fixtures';
import { signedLinkOf } from './stream-grant';

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));
const VTT_PL = fs.readFileSync(path.join(ASSETS, 'demo-clip.pl.vtt'), 'utf8');
const VTT_EN = fs.readFileSync(path.join(ASSETS, 'demo-clip.en.vtt'), 'utf8');
const OFFSET_STREAM = 'application/offset+octet-stream';
const HOUR = 3_600_000;

/** A file that opens like an MP4 (an `ftyp` box of brand isom), then filler: what the host sniffs and serves. */
const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(5000, 7),
]);

let t: TestApp;
let dataDir: string;
let host: LocalVideoHost;
let base: string;
let nextId = 900;
/** A viewer whose fresh session signs the stream links opened here. */
let viewerId: number;

function uploadsDir(dir = dataDir) {
  return path.join(dir, 'media', 'uploads');
}

function uploadIdOf(link: string): string {
  return new URL(link).pathname.split('/').pop()!;
}

function withToken(link: string, token: string | undefined): string {
  const url = new URL(link);
  if (token === undefined) url.searchParams.delete('token');
  else url.searchParams.set('token', token);
  return url.toString();
}

function fileSize(file: string): number | undefined {
  try {
    return fs.statSync(file).size;
  } catch {
    return undefined;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string) {
  // A thousand looks 10 ms apart: counted, not timed by the machine's clock.
  for (let look = 0; !(await check()); look += 1) {
    if (look === 1000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function head(link: string, headers: Record<string, string> = { 'Tus-Resumable': '1.0.0' }) {
  return fetch(link, { method: 'HEAD', headers });
}

function patch(link: string, offset: number, body: Buffer, headers: Record<string, string> = {}) {
  return fetch(link, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': OFFSET_STREAM,
      ...headers,
    },
    body,
  });
}

/**
 * A PATCH that announces `declared` bytes, sends `bytes`, waits until the server has written them to the upload
 * file, and then loses its connection (a closed tab, a dropped network).
 */
async function interruptedPatch(link: string, offset: number, bytes: Buffer, declared: number) {
  const uploadFile = path.join(uploadsDir(), uploadIdOf(link));
  const request = http.request(link, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': OFFSET_STREAM,
      'Content-Length': String(declared),
    },
  });
  request.on('error', () => {});
  request.write(bytes);
  await waitFor(() => fileSize(uploadFile) === offset + bytes.length, 'the first bytes to reach the disk');
  request.destroy();
}

async function newUpload(size: number, id = ++nextId) {
  const upload = await host.createUpload({ id, name: `Nagranie ${id}`, size });
  return { id, ...upload };
}

/** The id of a new row of hosted_videos, for an upload a viewer will stream (a stream grant names its row). */
async function hostedVideoRow(): Promise<number> {
  const [row] = await t.database.db
    .insert(hostedVideos)
    .values({
      name: 'Strumień',
      uri: `local/stream-${++nextId}`,
      status: 'COMPLETE',
      createdAt: t.clock.now(),
    })
    .returning();
  return row!.id;
}

/** Sends all of `bytes` in one PATCH and expects the upload to be complete. */
async function uploadWhole(link: string, bytes: Buffer) {
  const response = await patch(link, 0, bytes);
  expect(response.status).toBe(204);
  expect(response.headers.get('upload-offset')).toBe(String(bytes.length));
}

async function signedVideoUrl(id: number): Promise<string> {
  return `${base}${await signedLinkOf(t, await createSession(t, viewerId), id, { kind: 'video' })}`;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-local-host-'));
  t = await createTestApp({ listen: true, env: { DATA_DIR: dataDir } });
  base = t.app.deps.env.PUBLIC_URL;
  host = await localVideoHostOf(t.app.deps);
  viewerId = (await createUser(t)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('making an upload (server side: the browser only HEADs and PATCHes the link)', () => {
  it('gives the video a uri and a signed tus link under the product, and HEAD shows an empty upload', async () => {
    const upload = await newUpload(CLIP.length);
    expect(upload.uri).toBe(`/local/${upload.id}`);
    expect(upload.uploadLink).toMatch(
      new RegExp(`^${base}/media/uploads/${upload.id}-[0-9a-f]{24}\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`),
    );
    const token = new URL(upload.uploadLink).searchParams.get('token')!;
    expect(Number(token.split('.')[0]) * 1000).toBe(t.clock.now().getTime() + 24 * HOUR);

    const response = await head(upload.uploadLink);
    expect(response.status).toBe(200);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(response.headers.get('upload-offset')).toBe('0');
    expect(response.headers.get('upload-length')).toBe(String(CLIP.length));
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(host.uploadOffset(upload)).resolves.toEqual({ offset: 0, length: CLIP.length });
    await expect(host.status(upload.uri)).resolves.toEqual({
      uri: upload.uri,
      uploadStatus: 'in_progress',
      transcodeStatus: 'in_progress',
    });
    // The bytes wait in uploads/, not in the video's folder.
    expect(fs.existsSync(path.join(uploadsDir(), uploadIdOf(upload.uploadLink)))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'media', String(upload.id)))).toBe(false);
  });

  it('exposes no creation, download or termination: only HEAD, PATCH and OPTIONS', async () => {
    const upload = await newUpload(10);
    for (const method of ['GET', 'DELETE', 'POST']) {
      const response = await fetch(upload.uploadLink, { method, headers: { 'Tus-Resumable': '1.0.0' } });
      expect(response.status).toBe(404);
    }
    const create = await fetch(`${base}/media/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(create.status).toBe(404);
    const options = await fetch(upload.uploadLink, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-max-size')).toBe(String(MAX_HOSTED_VIDEO_BYTES));
  });

  it('refuses sizes that are not a file or over 10 GB, and a bad uri', async () => {
    await expect(
      host.createUpload({ id: ++nextId, name: 'x', size: MAX_HOSTED_VIDEO_BYTES + 1 }),
    ).rejects.toMatchObject({ reason: 'too_large', status: 413 });
    await expect(host.createUpload({ id: ++nextId, name: 'x', size: 0 })).rejects.toMatchObject({
      reason: 'bad_size',
    });
    await expect(host.createUpload({ id: ++nextId, name: 'x', size: 1.5 })).rejects.toBeInstanceOf(
      LocalHostRefusal,
    );
    await expect(host.status('/local/abc')).rejects.toBeInstanceOf(VideoHostError);
    await expect(host.status('/local/12/../../etc')).rejects.toBeInstanceOf(VideoHostError);
  });
});

describe('uploading in chunks, interrupted and resumed', () => {
  it('resumes from the offset the server reports, without receiving any byte twice, and plays the result', async () => {
    const received = host.receivedBytes();
    const upload = await newUpload(CLIP.length, await hostedVideoRow());
    const uploadFile = path.join(uploadsDir(), uploadIdOf(upload.uploadLink));

    // The first chunk arrives whole.
    const first = await patch(upload.uploadLink, 0, CLIP.subarray(0, 40_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('40000');
    expect(first.headers.get('tus-resumable')).toBe('1.0.0');

    // The second loses its connection after 30 000 of its 89 656 bytes.
    await interruptedPatch(upload.uploadLink, 40_000, CLIP.subarray(40_000, 70_000), CLIP.length - 40_000);
    const afterCut = await head(upload.uploadLink);
    expect(afterCut.status).toBe(200);
    expect(afterCut.headers.get('upload-offset')).toBe('70000');
    await expect(host.uploadOffset(upload)).resolves.toEqual({ offset: 70_000, length: CLIP.length });
    expect(host.receivedBytes() - received).toBe(70_000);

    // The client continues from the server's offset: only the missing bytes travel.
    const rest = await patch(upload.uploadLink, 70_000, CLIP.subarray(70_000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(CLIP.length));
    expect(host.receivedBytes() - received).toBe(CLIP.length);

    // Finished: the bytes moved to the hosted video's folder, named after their format.
    const videoFile = path.join(dataDir, 'media', String(upload.id), 'video.webm');
    expect(fs.readFileSync(videoFile).equals(CLIP)).toBe(true);
    expect(fs.existsSync(uploadFile)).toBe(false);
    await expect(host.status(upload.uri)).resolves.toEqual({
      uri: upload.uri,
      uploadStatus: 'complete',
      transcodeStatus: 'complete',
    });
    await expect(host.uploadOffset(upload)).resolves.toEqual({ offset: CLIP.length, length: CLIP.length });
    // A client coming back to the link is told it is done, and can add nothing.
    const again = await head(upload.uploadLink);
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(CLIP.length));
    expect(again.headers.get('upload-length')).toBe(String(CLIP.length));
    const extra = await patch(upload.uploadLink, CLIP.length, Buffer.from('more'));
    expect(extra.status).toBe(413);
    expect(fs.readFileSync(videoFile).equals(CLIP)).toBe(true);

    // It plays through the signed playback link, with ranges.
    const url = await signedVideoUrl(upload.id);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(CLIP)).toBe(true);
    const range = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${CLIP.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(CLIP.subarray(100, 200))).toBe(true);
  });

  it('keeps the format of the file: an MP4 is stored as video.mp4 and served as video/mp4', async () => {
    expect(sniffVideoType(FAKE_MP4)).toBe('mp4');
    const [row] = await t.database.db
      .insert(hostedVideos)
      .values({ name: 'MP4', uri: `local/mp4-test`, status: 'NOT_UPLOADED', createdAt: t.clock.now() })
      .returning();
    const upload = await host.createUpload({ id: row!.id, name: 'MP4', size: FAKE_MP4.length });
    await uploadWhole(upload.uploadLink, FAKE_MP4);
    const folder = path.join(dataDir, 'media', String(row!.id));
    expect(fs.readdirSync(folder)).toEqual(['video.mp4']);

    const url = await signedVideoUrl(row!.id);
    const range = await fetch(url, { headers: { Range: 'bytes=0-31' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await range.arrayBuffer()).equals(FAKE_MP4.subarray(0, 32))).toBe(true);

    // The playback call finds a video of any format once its row is COMPLETE.
    await t.database.db.update(hostedVideos).set({ status: 'COMPLETE' }).where(eq(hostedVideos.id, row!.id));
    await expect(findPlayableLocalVideo(t.app.deps, String(row!.id))).resolves.toEqual({
      id: row!.id,
      textTracks: [],
    });

    // Uploaded again as WebM: the MP4 goes, so the folder never holds two videos.
    const again = await host.createUpload({ id: row!.id, name: 'MP4', size: CLIP.length });
    await uploadWhole(again.uploadLink, CLIP);
    expect(fs.readdirSync(folder)).toEqual(['video.webm']);
    expect((await fetch(await signedVideoUrl(row!.id))).headers.get('content-type')).toBe('video/webm');
  });

  it('refuses bytes that are no video format it knows: 422 on the last PATCH, nothing in the folder', async () => {
    const bytes = Buffer.from('%PDF-1.7 this is a document, not a recording'.repeat(10));
    const upload = await newUpload(bytes.length);
    const response = await patch(upload.uploadLink, 0, bytes);
    expect(response.status).toBe(422);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await response.text()).toMatch(/not a video/);
    expect(fs.existsSync(path.join(dataDir, 'media', String(upload.id)))).toBe(false);
    await expect(host.status(upload.uri)).resolves.toMatchObject({
      uploadStatus: 'complete',
      transcodeStatus: 'error',
    });
  });
});

describe('what the tus routes refuse, writing nothing', () => {
  let upload: { id: number; uri: string; uploadLink: string };
  let uploadFile: string;

  beforeAll(async () => {
    upload = await newUpload(CLIP.length);
    uploadFile = path.join(uploadsDir(), uploadIdOf(upload.uploadLink));
    expect((await patch(upload.uploadLink, 0, CLIP.subarray(0, 1000))).status).toBe(204);
  });

  it('answers a PATCH at the wrong offset 409', async () => {
    const received = host.receivedBytes();
    for (const offset of [0, 500, 1001]) {
      const response = await patch(upload.uploadLink, offset, CLIP.subarray(offset, offset + 100));
      expect(response.status).toBe(409);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    }
    expect(fileSize(uploadFile)).toBe(1000);
    expect(host.receivedBytes()).toBe(received);
  });

  it('answers a body that is not application/offset+octet-stream 415', async () => {
    for (const type of ['text/plain', 'application/octet-stream', 'video/webm']) {
      const response = await patch(upload.uploadLink, 1000, CLIP.subarray(1000, 1100), {
        'Content-Type': type,
      });
      expect(response.status).toBe(415);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    }
    const untyped = await fetch(upload.uploadLink, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '1000' },
      body: new Uint8Array(CLIP.subarray(1000, 1100)),
    });
    expect(untyped.status).toBe(415);
    expect(fileSize(uploadFile)).toBe(1000);
  });

  it('answers a body past the length 413, and a request without Tus-Resumable 412', async () => {
    const tooLong = await patch(upload.uploadLink, 1000, Buffer.alloc(CLIP.length));
    expect(tooLong.status).toBe(413);
    const noVersion = await head(upload.uploadLink, {});
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get('tus-resumable')).toBe('1.0.0');
    expect(fileSize(uploadFile)).toBe(1000);
  });

  it('answers 403 to a missing, forged, borrowed or expired token', async () => {
    const other = await newUpload(100);
    const otherToken = new URL(other.uploadLink).searchParams.get('token')!;
    const [exp, sig] = new URL(upload.uploadLink).searchParams.get('token')!.split('.');
    const forged = `${exp}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const later = `${Number(exp) + 3600}.${sig}`;
    for (const token of [undefined, '', 'abc', forged, later, otherToken]) {
      const link = withToken(upload.uploadLink, token);
      const headResponse = await head(link);
      expect(headResponse.status).toBe(403);
      expect(headResponse.headers.get('tus-resumable')).toBe('1.0.0');
      expect(headResponse.headers.get('upload-offset')).toBeNull();
      const patchResponse = await patch(link, 1000, CLIP.subarray(1000, 2000));
      expect(patchResponse.status).toBe(403);
    }
    expect(fileSize(uploadFile)).toBe(1000);

    // Valid for 24 hours.
    t.clock.advance(24 * HOUR - 1000);
    expect((await head(upload.uploadLink)).status).toBe(200);
    t.clock.advance(1000);
    expect((await head(upload.uploadLink)).status).toBe(403);
    expect((await patch(upload.uploadLink, 1000, CLIP.subarray(1000, 2000))).status).toBe(403);
    expect(fileSize(uploadFile)).toBe(1000);

    // A renewed link continues the same upload.
    const renewed = await host.uploadLinkFor(upload);
    expect(uploadIdOf(renewed!)).toBe(uploadIdOf(upload.uploadLink));
    const resumed = await head(renewed!);
    expect(resumed.headers.get('upload-offset')).toBe('1000');
    t.clock.set(new Date(t.clock.now().getTime() - 24 * HOUR));
  });

  it('answers 404 for an upload that does not exist, even with a valid token, and for a malformed id', async () => {
    const key = await uploadLinkKey(t.app.deps.env);
    const ghost = '12345-0123456789abcdef01234567';
    const response = await head(
      `${base}/media/uploads/${ghost}?token=${signUploadToken(key, ghost, t.clock.now())}`,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect((await head(`${base}/media/uploads/..%2F..%2Fdb?token=x`)).status).toBe(404);
  });
});

describe('text tracks as WebVTT files beside the video', () => {
  it('adds, lists, serves, replaces and deletes tracks by language', async () => {
    const upload = await newUpload(CLIP.length, await hostedVideoRow());
    await uploadWhole(upload.uploadLink, CLIP);
    expect(await host.listTextTracks(upload.uri)).toEqual([]);

    const english = await host.addTextTrack(upload.uri, {
      language: 'en',
      name: 'English',
      kind: 'subtitles',
      vtt: VTT_EN,
    });
    expect(english).toEqual({ id: 'en', language: 'en', name: 'English', kind: 'subtitles', active: true });
    await host.addTextTrack(upload.uri, { language: 'pl', name: 'Polskie', kind: 'captions', vtt: VTT_PL });
    expect(await host.listTextTracks(upload.uri)).toEqual([
      { id: 'pl', language: 'pl', name: 'Polskie', kind: 'captions', active: true },
      { id: 'en', language: 'en', name: 'English', kind: 'subtitles', active: true },
    ]);
    const folder = path.join(dataDir, 'media', String(upload.id), 'subtitles');
    expect(fs.readFileSync(path.join(folder, 'pl.vtt'), 'utf8')).toBe(VTT_PL);

    const subtitles = { kind: 'subtitles', language: 'pl' } as const;
    const served = await fetch(
      `${base}${await signedLinkOf(t, await createSession(t, viewerId), upload.id, subtitles)}`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(VTT_PL);

    // A second track of a language replaces the first (the id is the language).
    const replacement = 'WEBVTT\n\n00:00.000 --> 00:01.000\nNowe napisy\n';
    await host.addTextTrack(upload.uri, {
      language: 'pl',
      name: 'Polski',
      kind: 'subtitles',
      vtt: replacement,
    });
    expect(fs.readFileSync(path.join(folder, 'pl.vtt'), 'utf8')).toBe(replacement);
    expect((await host.listTextTracks(upload.uri)).map((track) => track.name)).toEqual(['Polski', 'English']);

    await host.deleteTextTrack(upload.uri, 'en');
    expect((await host.listTextTracks(upload.uri)).map((track) => track.id)).toEqual(['pl']);
    expect(fs.existsSync(path.join(folder, 'en.vtt'))).toBe(false);
    await expect(host.deleteTextTrack(upload.uri, 'en')).rejects.toMatchObject({ status: 404 });
    await expect(host.deleteTextTrack(upload.uri, '../video')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a language that is not two lowercase letters, a nameless track and text that is not WebVTT', async () => {
    const uri = `/local/${++nextId}`;
    for (const language of ['PL', 'pol', '../', '']) {
      await expect(
        host.addTextTrack(uri, { language, name: 'x', kind: 'subtitles', vtt: VTT_PL }),
      ).rejects.toMatchObject({ status: 422 });
    }
    await expect(
      host.addTextTrack(uri, { language: 'pl', name: '  ', kind: 'subtitles', vtt: VTT_PL }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      host.addTextTrack(uri, {
        language: 'pl',
        name: 'x',
        kind: 'subtitles',
        vtt: '1\n00:00:01,000 --> 00:00:02,000\nSRT\n',
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(fs.existsSync(path.join(dataDir, 'media', uri.split('/')[2]!))).toBe(false);
  });
});

describe('disk space and old uploads', () => {
  let dir: string;
  let current: number;
  let free: number;
  let local: LocalVideoHost;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-local-host-disk-'));
    current = Date.parse('2026-06-01T12:00:00Z');
    free = 10_000;
    local = createLocalHost({
      dataDir: dir,
      publicUrl: 'http://127.0.0.1:1',
      secret: 'k'.repeat(32),
      now: () => new Date(current),
      freeSpace: async () => free,
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses an upload larger than the free space, counting what unfinished uploads still need', async () => {
    await expect(local.createUpload({ id: 1, name: 'Za duże', size: 10_001 })).rejects.toMatchObject({
      reason: 'no_space',
      status: 507,
      message: expect.stringMatching(/Not enough free disk space/),
    });
    expect(fs.readdirSync(uploadsDir(dir))).toEqual([]);
    await local.createUpload({ id: 2, name: 'W drodze', size: 6000 });
    // 6000 are promised to the first upload: 4000 are left.
    await expect(local.createUpload({ id: 3, name: 'Druga', size: 4001 })).rejects.toBeInstanceOf(
      LocalHostRefusal,
    );
    await expect(local.createUpload({ id: 3, name: 'Druga', size: 4000 })).resolves.toMatchObject({
      uri: '/local/3',
    });
  });

  it('measures the free space of the real disk by default (statfs)', async () => {
    // No size limit here, so that a size just past the disk's free space can be asked for.
    const real = createLocalHost({
      dataDir: dir,
      publicUrl: 'http://127.0.0.1:1',
      secret: 'k'.repeat(32),
      maxSize: Number.MAX_SAFE_INTEGER,
    });
    const statfs = await fs.promises.statfs(dir);
    const free = statfs.bavail * statfs.bsize;
    // A GiB past it, not a byte: test files running alongside free space on the same disk meanwhile.
    await expect(real.createUpload({ id: 4, name: 'x', size: free + 2 ** 30 })).rejects.toMatchObject({
      reason: 'no_space',
    });
    expect(fs.readdirSync(uploadsDir(dir)).filter((name) => name.startsWith('4-'))).toEqual([]);
    await expect(real.createUpload({ id: 4, name: 'x', size: Math.floor(free / 2) })).resolves.toMatchObject({
      uri: '/local/4',
    });
  });

  it('cleans up only unfinished uploads nobody has written to for the given age', async () => {
    fs.rmSync(uploadsDir(dir), { recursive: true, force: true });
    free = Number.MAX_SAFE_INTEGER;
    const oldTime = new Date(current - 48 * HOUR);
    const touch = (uploadId: string, when: Date) => {
      for (const name of [uploadId, `${uploadId}.json`]) {
        const file = path.join(uploadsDir(dir), name);
        if (fs.existsSync(file)) fs.utimesSync(file, when, when);
      }
    };

    current -= 48 * HOUR;
    const stale = await local.createUpload({ id: 10, name: 'Porzucone', size: 5000 });
    const done = await local.createUpload({ id: 11, name: 'Gotowe', size: CLIP.length });
    current += 48 * HOUR;
    const fresh = await local.createUpload({ id: 12, name: 'Świeże', size: 5000 });
    // Bytes written straight into the store's files, as PATCHes would.
    fs.writeFileSync(path.join(uploadsDir(dir), uploadIdOf(stale.uploadLink)), Buffer.alloc(100));
    fs.writeFileSync(path.join(uploadsDir(dir), uploadIdOf(done.uploadLink)), CLIP);
    fs.writeFileSync(path.join(uploadsDir(dir), uploadIdOf(fresh.uploadLink)), Buffer.alloc(100));
    await expect(local.status(done.uri)).resolves.toMatchObject({ uploadStatus: 'complete' });
    touch(uploadIdOf(stale.uploadLink), oldTime);
    touch(uploadIdOf(done.uploadLink), oldTime);

    const result = await local.cleanupUnfinishedUploads(24 * HOUR);
    expect(result).toEqual({
      removed: [uploadIdOf(stale.uploadLink)],
      forgotten: [uploadIdOf(done.uploadLink)],
    });
    expect(fs.readdirSync(uploadsDir(dir)).sort()).toEqual(
      [uploadIdOf(fresh.uploadLink), `${uploadIdOf(fresh.uploadLink)}.json`].sort(),
    );
    expect(fs.readFileSync(path.join(dir, 'media', '11', 'video.webm')).equals(CLIP)).toBe(true);
    await expect(local.status(stale.uri)).resolves.toMatchObject({ uploadStatus: 'error' });
    await expect(local.status(done.uri)).resolves.toMatchObject({ uploadStatus: 'complete' });
    await expect(local.uploadOffset(done)).resolves.toEqual({ offset: CLIP.length, length: CLIP.length });
    await expect(local.status(fresh.uri)).resolves.toMatchObject({ uploadStatus: 'in_progress' });

    // A second run finds nothing more to do.
    const later = await local.cleanupUnfinishedUploads(24 * HOUR);
    expect(later).toEqual({ removed: [], forgotten: [] });
  });
});

describe('tus-js-client in Node, with only the upload link (no endpoint, no creation)', () => {
  it('uploads, is aborted halfway, and a second client continues from the server offset', async () => {
    const received = host.receivedBytes();
    const upload = await newUpload(CLIP.length, await hostedVideoRow());
    const chunkSize = 16 * 1024;

    const stopped = await new Promise<number>((resolve, reject) => {
      const client = new tus.Upload(CLIP, {
        uploadUrl: upload.uploadLink,
        uploadSize: CLIP.length,
        chunkSize,
        retryDelays: [],
        onChunkComplete: (_size, accepted) => {
          if (accepted >= 3 * chunkSize) void client.abort().then(() => resolve(accepted));
        },
        onSuccess: () => reject(new Error('should have been aborted')),
        onError: reject,
      });
      client.start();
    });
    expect(stopped).toBe(3 * chunkSize);
    expect((await head(upload.uploadLink)).headers.get('upload-offset')).toBe(String(stopped));

    const offsets: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const client = new tus.Upload(CLIP, {
        uploadUrl: upload.uploadLink,
        uploadSize: CLIP.length,
        chunkSize,
        retryDelays: [0, 3000],
        onChunkComplete: (_size, accepted) => offsets.push(accepted),
        onSuccess: () => resolve(),
        onError: reject,
      });
      client.start();
    });
    expect(offsets[0]).toBe(stopped + chunkSize);
    expect(offsets.at(-1)).toBe(CLIP.length);
    expect(host.receivedBytes() - received).toBe(CLIP.length);
    expect(fs.readFileSync(path.join(dataDir, 'media', String(upload.id), 'video.webm')).equals(CLIP)).toBe(
      true,
    );
  });
});
