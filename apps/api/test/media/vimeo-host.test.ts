import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { VideoHostError, type VideoHost } from '../../src/adapters/video-host/video-host';
import { createVimeoHost } from '../../src/adapters/video-host/vimeo/vimeo-client';
import {
  VIMEO_STANDIN_PREFIX,
  VIMEO_STANDIN_TOKEN,
  videoHostSettingsOf,
  vimeoStandinSettingsOf,
} from '../../src/adapters/video-host/vimeo/vimeo-settings';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers';

const MiB = 1024 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nDzień dobry, Państwu.\n';

describe('the Vimeo adapter against the Vimeo stand-in, over HTTP', () => {
  let t: TestApp;
  let apiUrl: string;
  let host: VideoHost;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    apiUrl = `${t.app.deps.env.PUBLIC_URL}${VIMEO_STANDIN_PREFIX}`;
    host = createVimeoHost({
      apiUrl,
      accessToken: VIMEO_STANDIN_TOKEN,
      publicUrl: t.app.deps.env.PUBLIC_URL,
    });
  });
  afterAll(() => t.close());

  /** A raw call to the stand-in's API, to see what the adapter did there. */
  async function vimeo<T = Record<string, unknown>>(path: string): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { Authorization: `bearer ${VIMEO_STANDIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  function patch(uploadLink: string, offset: number, body: Uint8Array, headers: Record<string, string> = {}) {
    return fetch(uploadLink, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
        ...headers,
      },
      body,
    });
  }

  async function head(uploadLink: string) {
    const response = await fetch(uploadLink, { method: 'HEAD', headers: TUS });
    return {
      status: response.status,
      offset: Number(response.headers.get('upload-offset')),
      length: Number(response.headers.get('upload-length')),
      headers: response.headers,
    };
  }

  async function untilTranscoded(uri: string) {
    // Fifty looks 100 ms apart: counted, not timed by the machine's clock.
    for (let look = 0; ; look += 1) {
      const state = await host.status(uri);
      if (state.transcodeStatus !== 'in_progress') return state;
      if (look === 50) throw new Error(`still transcoding: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('creates a tus upload with the video hidden and embeddable only on our domain', async () => {
    const upload = await host.createUpload({ id: 1, name: 'Wesele — próba generalna', size: 1234 });
    expect(upload.uri).toMatch(/^\/videos\/\d+$/);
    expect(upload.uploadLink).toMatch(new RegExp(`^${apiUrl}/tus/files/[0-9a-f]{48}$`));

    const video = await vimeo(`${upload.uri}?fields=name,privacy,upload.approach,upload.size`);
    expect(video).toEqual({
      name: 'Wesele — próba generalna',
      privacy: { view: 'disable', embed: 'whitelist', download: false, add: false },
      upload: { approach: 'tus', size: 1234 },
    });
    const domains = await vimeo<{ data: Array<{ domain: string }> }>(`${upload.uri}/privacy/domains`);
    expect(domains.data.map((entry) => entry.domain)).toEqual(['127.0.0.1']);
    expect(await host.uploadOffset(upload)).toEqual({ offset: 0, length: 1234 });
    expect(await host.status(upload.uri)).toEqual({
      uri: upload.uri,
      uploadStatus: 'in_progress',
      transcodeStatus: 'in_progress',
    });
  });

  it('takes the bytes in chunks, survives an interrupted chunk, resumes from the offset and transcodes', async () => {
    const bytes = randomBytes(3 * MiB);
    const upload = await host.createUpload({ id: 2, name: 'Pinokio', size: bytes.length });
    const link = upload.uploadLink;

    // First chunk.
    const first = await patch(link, 0, bytes.subarray(0, MiB));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(MiB));
    expect(first.headers.get('tus-resumable')).toBe('1.0.0');

    // A wrong offset is refused and writes nothing; so is a wrong content type.
    const stale = await patch(link, 0, bytes.subarray(0, MiB));
    expect(stale.status).toBe(409);
    expect(stale.headers.get('tus-resumable')).toBe('1.0.0');
    const json = await patch(link, MiB, bytes.subarray(MiB, 2 * MiB), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    const unversioned = await fetch(link, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(MiB) },
      body: bytes.subarray(MiB, 2 * MiB),
    });
    expect(unversioned.status).toBe(412);
    const afterRefusals = await head(link);
    expect(afterRefusals).toMatchObject({ status: 200, offset: MiB, length: bytes.length });
    expect(afterRefusals.headers.get('cache-control')).toBe('no-store');
    expect(afterRefusals.headers.get('tus-resumable')).toBe('1.0.0');

    // The second chunk is cut off mid-way: the connection drops after part of it.
    const part = 300 * 1024;
    const aborter = new AbortController();
    const cut = fetch(link, {
      method: 'PATCH',
      headers: { ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(MiB) },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.subarray(MiB, MiB + part));
        },
      }),
      duplex: 'half',
      signal: aborter.signal,
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 500));
    aborter.abort();
    await expect(cut).rejects.toThrow();

    // The server kept what arrived; the client asks where to go on and sends only the rest.
    const { offset } = await host.uploadOffset(upload);
    expect(offset).toBeGreaterThan(MiB);
    expect(offset).toBeLessThanOrEqual(MiB + part);
    expect((await host.status(upload.uri)).uploadStatus).toBe('in_progress');
    const rest = await patch(link, offset, bytes.subarray(offset, 2 * MiB));
    expect(rest.status).toBe(204);
    const last = await patch(link, 2 * MiB, bytes.subarray(2 * MiB));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(bytes.length));
    expect(await host.uploadOffset(upload)).toEqual({ offset: bytes.length, length: bytes.length });

    // Past the end is refused.
    expect((await patch(link, bytes.length, Buffer.from('x'))).status).toBe(413);

    const justFinished = await host.status(upload.uri);
    expect(justFinished).toEqual({
      uri: upload.uri,
      uploadStatus: 'complete',
      transcodeStatus: 'in_progress',
    });
    expect(await untilTranscoded(upload.uri)).toEqual({
      uri: upload.uri,
      uploadStatus: 'complete',
      transcodeStatus: 'complete',
    });
    expect((await vimeo(`${upload.uri}?fields=status`)).status).toBe('available');
  });

  it('leaves no empty video behind when Vimeo refuses the embed domain', async () => {
    const calls: string[] = [];
    const odd = createVimeoHost({
      apiUrl,
      accessToken: VIMEO_STANDIN_TOKEN,
      publicUrl: 'http://teatr_scena.example',
      fetch: (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(url).slice(apiUrl.length)}`);
        return fetch(url, init);
      },
    });
    const failure = await odd.createUpload({ id: 6, name: 'x', size: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VideoHostError);
    expect(failure).toMatchObject({ status: 400 });
    expect((failure as Error).message).toContain('did not allow embedding on teatr_scena.example');
    const uri = calls[1]!.match(/^PUT (\/videos\/\d+)\/privacy/)![1]!;
    expect(calls).toEqual([
      'POST /me/videos?fields=uri,name,upload',
      `PUT ${uri}/privacy/domains/teatr_scena.example`,
      `DELETE ${uri}`,
    ]);
    const gone = await fetch(`${apiUrl}${uri}`, {
      headers: { Authorization: `bearer ${VIMEO_STANDIN_TOKEN}` },
    });
    expect(gone.status).toBe(404);
  });

  it('answers 404 for an unknown upload link', async () => {
    const unknown = `${apiUrl}/tus/files/${'0'.repeat(48)}`;
    expect((await head(unknown)).status).toBe(404);
    expect((await patch(unknown, 0, Buffer.from('abc'))).status).toBe(404);
    await expect(host.uploadOffset({ uri: '/videos/1', uploadLink: unknown })).rejects.toMatchObject({
      name: 'VideoHostError',
      status: 404,
    });
  });

  it('adds an active subtitle track, lists it and deletes it', async () => {
    const upload = await host.createUpload({ id: 3, name: 'Dziady', size: 10 });
    expect(await host.listTextTracks(upload.uri)).toEqual([]);

    const polish = await host.addTextTrack(upload.uri, {
      language: 'pl',
      name: 'Polski',
      kind: 'subtitles',
      vtt: VTT,
    });
    expect(polish).toEqual({
      id: expect.stringMatching(/^\d+$/),
      language: 'pl',
      name: 'Polski',
      kind: 'subtitles',
      active: true,
    });
    const english = await host.addTextTrack(upload.uri, {
      language: 'en',
      name: 'English',
      kind: 'captions',
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nGood evening.\n',
    });
    expect(await host.listTextTracks(upload.uri)).toEqual([polish, english]);

    // The file went to the track's own link, as Vimeo's presigned link would take it.
    const listed = await vimeo<{ data: Array<{ link: string }> }>(`${upload.uri}/texttracks`);
    const file = await fetch(listed.data[0]!.link);
    expect(await file.text()).toBe(VTT);

    await host.deleteTextTrack(upload.uri, polish.id);
    expect(await host.listTextTracks(upload.uri)).toEqual([english]);
    await expect(host.deleteTextTrack(upload.uri, polish.id)).rejects.toMatchObject({
      name: 'VideoHostError',
      status: 404,
    });
  });

  it("refuses a wrong token with Vimeo's message, never showing the token", async () => {
    const wrong = createVimeoHost({
      apiUrl,
      accessToken: 'not-the-token-123',
      publicUrl: 'http://127.0.0.1',
    });
    const failure = await wrong.createUpload({ id: 4, name: 'x', size: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VideoHostError);
    expect(failure).toMatchObject({ status: 401 });
    expect((failure as Error).message).toContain('You must provide a valid authenticated access token.');
    expect((failure as Error).message).not.toContain('not-the-token-123');

    const bare = await fetch(`${apiUrl}/me/videos`, { method: 'POST' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({
      error: expect.any(String),
      developer_message: expect.any(String),
      error_code: 8003,
    });
  });

  it('refuses a uri that is not a Vimeo video before sending anything', async () => {
    const calls: string[] = [];
    const watched = createVimeoHost({
      apiUrl,
      accessToken: VIMEO_STANDIN_TOKEN,
      publicUrl: 'http://127.0.0.1',
      fetch: (url, init) => {
        calls.push(String(url));
        return fetch(url, init);
      },
    });
    await expect(watched.status('/me/videos')).rejects.toMatchObject({ name: 'VideoHostError', status: 400 });
    await expect(watched.listTextTracks('/videos/1/../../me')).rejects.toBeInstanceOf(VideoHostError);
    await expect(watched.deleteTextTrack('/videos/1', '../2')).rejects.toBeInstanceOf(VideoHostError);
    expect(calls).toEqual([]);
  });

  it('gives up on a silent Vimeo after its timeout, and on an unreachable one', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const slow = createVimeoHost({
        apiUrl: `http://127.0.0.1:${port}`,
        accessToken: VIMEO_STANDIN_TOKEN,
        publicUrl: 'http://127.0.0.1',
        timeoutMs: 200,
      });
      // Its own 200 ms timeout ends the wait (only a timeout gives this error), on a server that took the
      // connection and said nothing: no figure read from the machine's clock.
      await expect(slow.status('/videos/123')).rejects.toThrow(
        new VideoHostError('Vimeo did not answer within 200 ms'),
      );
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    const gone = createVimeoHost({
      apiUrl: `http://127.0.0.1:${port}`,
      accessToken: VIMEO_STANDIN_TOKEN,
      publicUrl: 'http://127.0.0.1',
    });
    await expect(gone.status('/videos/123')).rejects.toThrow(/Vimeo could not be reached: ECONNREFUSED/);
  });

  it("lets tus-js-client (the browser's uploader) resume a half-sent upload from the upload link alone", async () => {
    const bytes = randomBytes(2 * MiB + 12345);
    const upload = await host.createUpload({ id: 5, name: 'Kordian', size: bytes.length });
    expect((await patch(upload.uploadLink, 0, bytes.subarray(0, MiB))).status).toBe(204);

    const sent: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const uploader = new tus.Upload(bytes, {
        uploadUrl: upload.uploadLink,
        uploadSize: bytes.length,
        chunkSize: 512 * 1024,
        retryDelays: [0, 100],
        onChunkComplete: (chunkSize) => sent.push(chunkSize),
        onSuccess: () => resolve(),
        onError: reject,
      });
      uploader.start();
    });
    // Only the second half travelled: the client started from the server's offset.
    expect(sent.reduce((sum, size) => sum + size, 0)).toBe(bytes.length - MiB);
    expect(await host.uploadOffset(upload)).toEqual({ offset: bytes.length, length: bytes.length });
    expect((await untilTranscoded(upload.uri)).transcodeStatus).toBe('complete');
  });
});

describe('choosing the video host from the environment', () => {
  it('is the local host without a token, Vimeo with one, and the stand-in only outside production', () => {
    const local = loadConfig({ PUBLIC_URL: 'https://teatr.example.pl' });
    expect(videoHostSettingsOf(local)).toEqual({ kind: 'local' });
    expect(vimeoStandinSettingsOf(local)).toEqual({
      prefix: '/vimeo-standin',
      publicBaseUrl: 'https://teatr.example.pl/vimeo-standin',
      accessToken: VIMEO_STANDIN_TOKEN,
    });

    const vimeo = loadConfig({ PUBLIC_URL: 'https://teatr.example.pl', VIMEO_ACCESS_TOKEN: 'abc' });
    expect(videoHostSettingsOf(vimeo)).toEqual({
      kind: 'vimeo',
      apiUrl: 'https://api.vimeo.com',
      accessToken: 'abc',
      publicUrl: 'https://teatr.example.pl',
      standin: false,
    });
    expect(vimeoStandinSettingsOf(vimeo)).toBeNull();

    const againstStandin = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      VIMEO_ACCESS_TOKEN: 'dev-token',
      VIMEO_API_URL: 'http://localhost:3000/vimeo-standin/',
    });
    expect(videoHostSettingsOf(againstStandin)).toMatchObject({ kind: 'vimeo', standin: true });
    expect(vimeoStandinSettingsOf(againstStandin)).toMatchObject({ accessToken: 'dev-token' });

    const production = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail',
      DATABASE_URL: 'postgres://db/scena',
      PAYU_BASE_URL: 'https://secure.payu.com',
      PAYU_POS_ID: '1',
      PAYU_CLIENT_ID: '1',
      PAYU_CLIENT_SECRET: 's',
      PAYU_SECOND_KEY: 'k',
    });
    expect(vimeoStandinSettingsOf(production)).toBeNull();
    expect(() => loadConfig({ VIMEO_API_URL: 'api.vimeo.com' })).toThrow(/VIMEO_API_URL/);
  });
});
