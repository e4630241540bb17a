import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THostedVideo, THostedVideoFinalised } from '@scena/shared/media/hosted-videos';
import { auditLog, hostedVideos } from '../../src/db/schema';
import { insertEventVideo } from '../catalog/events-support';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';

const ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const CLIP = fs.readFileSync(path.join(ASSETS, 'demo-clip.webm'));
const OFFSET_STREAM = 'application/offset+octet-stream';
const TUS = { 'Tus-Resumable': '1.0.0' };
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nDzień dobry.\n';
const SRT =
  '1\r\n00:00:01,000 --> 00:00:04,000\r\nDzień dobry.\r\n\r\n2\r\n00:00:05,000 --> 00:00:07,500\r\nDo widzenia.\r\n';

function patchBytes(link: string, offset: number, body: Buffer) {
  return fetch(link, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': OFFSET_STREAM },
    body,
  });
}

async function rowCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(hostedVideos);
  return row!.n;
}

/** The calls of admin-content.md §7 "Hosted videos", as the back-office makes them. */
function hostedApi(t: TestApp, token: () => string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token()), ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    start: (payload: object) => call('POST', '/api/vimeo', payload),
    list: async () => (await call('GET', '/api/vimeo')).json() as THostedVideo[],
    finalise: (uri: string) => call('PATCH', `/api/vimeo${uri}`),
    subtitles: (uri: string) => call('GET', `/api/vimeo${uri}/subtitles`),
    addSubtitles: (uri: string, payload: object) => call('POST', `/api/vimeo${uri}/subtitles`, payload),
  };
}

describe('hosted videos on the local host', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let api: ReturnType<typeof hostedApi>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-hosted-'));
    t = await createTestApp({ listen: true, env: { DATA_DIR: dataDir } });
    admin = await sessionOf(t.app, 'admin');
    api = hostedApi(t, () => admin);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets nobody but an administrator call any of it, and writes nothing for them', async () => {
    const viewer = await sessionOf(t.app, 'standard');
    const before = await rowCount(t);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/vimeo'],
      ['POST', '/api/vimeo', { name: 'x', size: 10 }],
      ['POST', '/api/vimeo/', { name: 'x', size: 10 }],
      ['PUT', '/api/vimeo/1', { name: 'x' }],
      ['DELETE', '/api/vimeo/4'],
      ['PATCH', '/api/vimeo/local/1'],
      ['GET', '/api/vimeo/local/1/subtitles'],
      ['POST', '/api/vimeo/local/1/subtitles', { language: 'pl', name: 'Polski', subtitleContent: VTT }],
      ['DELETE', '/api/vimeo/local/1/subtitles/pl'],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asViewer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: auth(viewer),
        payload: payload as object,
      });
      expect(asViewer.statusCode, `${method} ${url} as a viewer`).toBe(403);
    }
    expect(await rowCount(t)).toBe(before);
  });

  it('refuses a start without a name, without a file or past 10 GB with the §5 keys, and writes nothing', async () => {
    const before = await rowCount(t);
    const cases: Array<[object, Record<string, string>]> = [
      [{ name: '  ', size: 100 }, { name: 'form.validate.hosted_name' }],
      [{ size: 100 }, { name: 'form.validate.hosted_name' }],
      [{ name: 'Wesele', size: 0 }, { size: 'form.validate.hosted_file' }],
      [{ name: 'Wesele', size: 10 * 1024 ** 3 + 1 }, { size: 'form.validate.hosted_size' }],
      [{ name: 'Wesele', size: 'duży' }, { size: 'form.validate.hosted_file' }],
    ];
    for (const [payload, formError] of cases) {
      const response = await api.start(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await rowCount(t)).toBe(before);
  });

  it('takes an upload in two parts: finalising halfway is refused, the rest continues from the offset, then COMPLETE', async () => {
    const started = await api.start({ name: 'Wesele — próba', size: CLIP.length, file_name: 'wesele.webm' });
    expect(started.statusCode).toBe(201);
    const video = started.json() as THostedVideo;
    expect(video).toMatchObject({
      name: 'Wesele — próba',
      status: 'NOT_UPLOADED',
      size: CLIP.length,
      file_name: 'wesele.webm',
      uri: `/local/${video.id}`,
    });
    expect(video.upload_link).toMatch(/\/media\/uploads\/\d+-[0-9a-f]{24}\?token=/);

    const half = Math.floor(CLIP.length / 2);
    expect((await patchBytes(video.upload_link!, 0, CLIP.subarray(0, half))).status).toBe(204);

    const early = await api.finalise(video.uri);
    expect(early.statusCode).toBe(409);
    expect(early.json().messageKey).toBe('error.upload_incomplete');
    const [stillOpen] = await t.database.db.select().from(hostedVideos).where(eq(hostedVideos.id, video.id));
    expect(stillOpen!.status).toBe('NOT_UPLOADED');

    // Continuing later: the list hands a fresh link to the same upload, whose HEAD says where to go on from.
    t.clock.advance(60_000);
    const listed = (await api.list()).find((row) => row.id === video.id)!;
    expect(listed.upload_link).not.toBe(video.upload_link);
    const offset = await fetch(listed.upload_link!, { method: 'HEAD', headers: TUS });
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    expect((await patchBytes(listed.upload_link!, half, CLIP.subarray(half))).status).toBe(204);

    const done = await api.finalise(video.uri);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: video.id,
      status: 'COMPLETE',
      offset: CLIP.length,
      upload_link: null,
    });
    // Asking again changes nothing.
    expect((await api.finalise(video.uri)).json()).toMatchObject({ status: 'COMPLETE' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(video.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(
      ['hosted_video.completed', 'hosted_video.upload_started', 'hosted_video.uploaded'].sort(),
    );
  });

  it('marks bytes that are no video FAILED', async () => {
    const junk = Buffer.alloc(4000, 7);
    const video = (await api.start({ name: 'Nie wideo', size: junk.length })).json() as THostedVideo;
    const response = await patchBytes(video.upload_link!, 0, junk);
    expect(response.status).toBe(422);
    const finalised = (await api.finalise(video.uri)).json() as THostedVideoFinalised;
    expect(finalised.status).toBe('FAILED');
  });

  it('renames in our list, refusing an empty name and an unknown id', async () => {
    const video = (await api.start({ name: 'Robocza nazwa', size: 100 })).json() as THostedVideo;
    const renamed = await api.call('PUT', `/api/vimeo/${video.id}`, { name: 'Zemsta — premiera' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: video.id, name: 'Zemsta — premiera' });
    const empty = await api.call('PUT', `/api/vimeo/${video.id}`, { name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formError).toEqual({ name: 'form.validate.hosted_name' });
    expect((await api.call('PUT', '/api/vimeo/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await api.call('PUT', '/api/vimeo/abc', { name: 'x' })).statusCode).not.toBe(200);
    const [row] = await t.database.db.select().from(hostedVideos).where(eq(hostedVideos.id, video.id));
    expect(row!.name).toBe('Zemsta — premiera');
  });

  it('removes a video from the list only when no recording plays it', async () => {
    const usedId = ((await api.start({ name: 'W katalogu', size: 100 })).json() as THostedVideo).id;
    await insertEventVideo(t, { autodescVideo: `local:${usedId}` });
    const refused = await api.call('DELETE', `/api/vimeo/${usedId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('error.hosted_video_in_use');
    expect((await api.list()).some((row) => row.id === usedId)).toBe(true);

    const spare = (await api.start({ name: 'Do usunięcia', size: 100 })).json() as THostedVideo;
    expect((await api.call('DELETE', `/api/vimeo/${spare.id}`)).statusCode).toBe(204);
    expect((await api.list()).some((row) => row.id === spare.id)).toBe(false);
    expect((await api.call('DELETE', `/api/vimeo/${spare.id}`)).statusCode).toBe(404);
  });

  it('keeps subtitles: SubRip converted, bad text refused with nothing written, deleted once', async () => {
    const video = (await api.start({ name: 'Z napisami', size: CLIP.length })).json() as THostedVideo;
    await patchBytes(video.upload_link!, 0, CLIP);
    await api.finalise(video.uri);

    expect((await api.subtitles(video.uri)).json()).toEqual({ data: [] });
    const added = await api.addSubtitles(video.uri, { language: 'pl', name: 'Polski', subtitleContent: SRT });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: 'pl', language: 'pl', name: 'Polski', active: true });
    const stored = fs.readFileSync(
      path.join(dataDir, 'media', String(video.id), 'subtitles', 'pl.vtt'),
      'utf8',
    );
    expect(stored).toMatch(/^WEBVTT\n/);
    expect(stored).toContain('00:00:05.000 --> 00:00:07.500\nDo widzenia.');

    const bad = await api.addSubtitles(video.uri, {
      language: 'en',
      name: 'English',
      subtitleContent: 'WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nHello\n',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().formError).toEqual({ subtitleContent: 'form.validate.subtitle_vtt' });
    const badLanguage = await api.addSubtitles(video.uri, {
      language: 'pol',
      name: 'x',
      subtitleContent: VTT,
    });
    expect(badLanguage.json().formError).toEqual({ language: 'form.validate.subtitle_language' });
    expect((await api.subtitles(video.uri)).json().data).toHaveLength(1);

    expect((await api.call('DELETE', `/api/vimeo${video.uri}/subtitles/pl`)).statusCode).toBe(204);
    expect((await api.subtitles(video.uri)).json()).toEqual({ data: [] });
    expect((await api.call('DELETE', `/api/vimeo${video.uri}/subtitles/pl`)).statusCode).toBe(404);
    expect((await api.subtitles('/local/999999')).statusCode).toBe(404);
    expect((await api.call('GET', '/api/vimeo/other/1/subtitles')).statusCode).not.toBe(200);
  });

  it('cleans up an upload left unfinished past MEDIA_UPLOAD_MAX_AGE_HOURS; the video then cannot be continued', async () => {
    const video = (await api.start({ name: 'Porzucone', size: CLIP.length })).json() as THostedVideo;
    await patchBytes(video.upload_link!, 0, CLIP.subarray(0, 1000));
    await t.app.mediaJobs.runDue();
    expect((await api.list()).find((row) => row.id === video.id)!.upload_link).not.toBeNull();

    // Nobody has written to it for longer than the limit: the clock moves past it, and so do the files' times
    // (the real clock wrote them, not the test's).
    t.clock.advance(t.app.deps.env.MEDIA_UPLOAD_MAX_AGE_HOURS * 3_600_000 + 60_000);
    const stale = new Date(
      t.clock.now().getTime() - t.app.deps.env.MEDIA_UPLOAD_MAX_AGE_HOURS * 3_600_000 - 1,
    );
    const uploads = path.join(dataDir, 'media', 'uploads');
    for (const file of fs.readdirSync(uploads)) {
      if (file.startsWith(`${video.id}-`)) fs.utimesSync(path.join(uploads, file), stale, stale);
    }
    await t.app.mediaJobs.runDue();
    admin = await sessionOf(t.app, 'admin');
    const listed = (await api.list()).find((row) => row.id === video.id)!;
    expect(listed).toMatchObject({ status: 'NOT_UPLOADED', upload_link: null });
    expect((await fetch(video.upload_link!, { method: 'HEAD', headers: TUS })).status).not.toBe(200);
  });
});

describe('hosted videos on Vimeo (its stand-in)', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof hostedApi>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, vimeo: true });
    admin = await sessionOf(t.app, 'admin');
    api = hostedApi(t, () => admin);
  });
  afterAll(() => t.close());

  it('uploads to Vimeo, finalises after its transcode, and keeps text tracks there', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 1);
    const video = (await api.start({ name: 'Wesele', size: bytes.length })).json() as THostedVideo;
    expect(video.uri).toMatch(/^\/videos\/\d+$/);
    expect(video.upload_link).toContain('/vimeo-standin/');

    expect((await patchBytes(video.upload_link!, 0, bytes.subarray(0, 1024 * 1024))).status).toBe(204);
    expect((await api.finalise(video.uri)).statusCode).toBe(409);
    // Vimeo's link stays the same for continuing.
    expect((await api.list()).find((row) => row.id === video.id)!.upload_link).toBe(video.upload_link);
    expect((await patchBytes(video.upload_link!, 1024 * 1024, bytes.subarray(1024 * 1024))).status).toBe(204);
    const done = await api.finalise(video.uri);
    expect(done.json()).toMatchObject({ status: 'COMPLETE', offset: bytes.length });

    const added = await api.addSubtitles(video.uri, {
      language: 'en',
      name: 'English',
      subtitleContent: VTT,
    });
    expect(added.statusCode).toBe(201);
    const track = added.json() as { id: string };
    expect(track.id).toMatch(/^\d+$/);
    expect((await api.subtitles(video.uri)).json().data).toEqual([
      expect.objectContaining({ id: track.id, language: 'en', name: 'English', active: true }),
    ]);
    expect((await api.call('DELETE', `/api/vimeo${video.uri}/subtitles/${track.id}`)).statusCode).toBe(204);
    expect((await api.subtitles(video.uri)).json().data).toEqual([]);
  });

  it('follows a transcode the finalising request did not wait out, in the media job', async () => {
    const bytes = Buffer.alloc(2048, 2);
    const video = (
      await api.start({ name: 'Długie przetwarzanie', size: bytes.length })
    ).json() as THostedVideo;
    await patchBytes(video.upload_link!, 0, bytes);
    // As if the request had given up waiting: the row says TRANSCODING, the job asks Vimeo.
    await t.database.db
      .update(hostedVideos)
      .set({ status: 'TRANSCODING' })
      .where(eq(hostedVideos.id, video.id));
    // Twenty-five runs of the job 200 ms apart: counted, not timed by the machine's clock.
    for (let run = 1; ; run += 1) {
      await t.app.mediaJobs.runDue();
      const [row] = await t.database.db.select().from(hostedVideos).where(eq(hostedVideos.id, video.id));
      if (row!.status !== 'TRANSCODING') {
        expect(row!.status).toBe('COMPLETE');
        break;
      }
      expect(run).toBeLessThan(25);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('has no local tus endpoint while Vimeo is the host', async () => {
    const response = await fetch(
      `${t.app.deps.env.PUBLIC_URL}/media/uploads/1-0123456789abcdef01234567?token=x`,
      {
        method: 'HEAD',
        headers: TUS,
      },
    );
    expect(response.status).toBe(404);
  });

  it('answers 503 with a message when Vimeo cannot be reached, and leaves no row behind', async () => {
    const down = await createTestApp({
      env: { VIMEO_ACCESS_TOKEN: 'token', VIMEO_API_URL: 'http://127.0.0.1:9/vimeo' },
    });
    try {
      const token = await sessionOf(down.app, 'admin');
      const before = await rowCount(down);
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/vimeo',
        headers: auth(token),
        payload: { name: 'Wesele', size: 1000 },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().messageKey).toBe('error.video_host_unavailable');
      expect(await rowCount(down)).toBe(before);
    } finally {
      await down.close();
    }
  });
});
