/**
 * The upload bench of issue 9, run by hand (`npm run bench:upload`), not in CI: a 1 GB file (`BENCH_UPLOAD_MB`,
 * default 1024; MB = 2^20 bytes throughout) uploaded to the local video host over real HTTP on loopback with the
 * tus protocol (HEAD, then PATCH), against `dd bs=4M conv=fsync` of the same file onto the same disk in the same
 * run. Prints each speed, the ratio tus/dd (PASS at ≥ 0.8) and the server process's resident memory before
 * and at its peak during the uploads (PASS when it grows by less than 100 MB: the bytes are streamed, never held).
 * Read, not gated: the exit code is 0 whatever the outcome, 1 only when the bench could not run at all.
 *
 * Fair to both sides: both end with the bytes on disk. dd fsyncs (conv=fsync); the local host's upload store
 * flushes each PATCH before it answers, and the bench fsyncs the finished video file once more itself, inside the
 * upload's time, so the comparison does not rest on the server's word. Both read the same source file, written
 * (and fsynced) just before, so from the page cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client';
import { sessions, users, videos } from '../apps/api/src/db/schema';
import { hashToken, newToken } from '../apps/api/src/lib/crypto';
import { findLocalVideoFile } from '../apps/api/src/adapters/video-host/local/files';
import { stop, waitFor } from './child-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = 3430;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;
const SIZE = Math.round(Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB);
/** Each side three times, alternately, its best run kept: a moment of noise on this shared machine weighs on neither alone. */
const ROUNDS = 3;
const WARM_UP_BYTES = Math.min(4 * MB, SIZE);
const BLOCK = 4 * MB;
const RATIO_TARGET = 0.8;
const RSS_GROWTH_LIMIT = 100 * MB;
const SAMPLE_MS = 100;

/**
 * A WebM EBML header (DocType "webm"): the local host names and keeps an upload after the format of its first
 * bytes and refuses random ones with a 422, so the random bytes come after it.
 */
const WEBM_HEAD = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102',
  'hex',
);

if (!Number.isSafeInteger(SIZE) || SIZE < 64 * 1024) {
  throw new Error(
    `BENCH_UPLOAD_MB must be a number of MB, at least 0.0625 (got ${process.env.BENCH_UPLOAD_MB})`,
  );
}

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** A run must never measure some other process on its port (e.g. a server an interrupted run left behind). */
function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there first`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * The source: random bytes (incompressible, and no run of zeros a file system could store sparsely) behind a WebM
 * header, fsynced so its write-back does not land in the middle of a measurement. Returns its SHA-256.
 */
async function makeSource(file: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fs.promises.open(file, 'w');
  try {
    const block = Buffer.alloc(BLOCK);
    for (let written = 0; written < size;) {
      const chunk = block.subarray(0, Math.min(BLOCK, size - written));
      randomFillSync(chunk);
      if (written === 0) WEBM_HEAD.copy(chunk);
      hash.update(chunk);
      await handle.write(chunk, 0, chunk.length, written);
      written += chunk.length;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file, { highWaterMark: BLOCK }), hash);
  return hash.digest('hex');
}

async function fsyncFile(file: string) {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * An administrator with a live session (the back-office signs in through a mailed link; the bench skips that) and
 * one video, so the server's demo seed leaves the catalogue alone. PGlite allows one process at a time: this runs
 * before the server starts.
 */
async function prepare(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    const now = new Date();
    await database.db
      .insert(videos)
      .values({ title: 'Upload', slug: 'upload', videoLink: '76979871', addedAt: now, updatedAt: now });
    const [admin] = await database.db
      .insert(users)
      .values({
        email: 'bench-admin@scena.local',
        passwordHash: 'unused',
        firstname: 'Bench',
        lastname: 'Admin',
        birthday: '1980-01-01',
        roleId: 1,
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const token = newToken();
    await database.db.insert(sessions).values({
      userId: admin!.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      ip: '127.0.0.1',
    });
    return token;
  } finally {
    await database.close();
  }
}

interface ProcStatus {
  rss: number;
  hwm: number;
}

/** The server's resident memory now and at its highest so far, from the kernel (bytes). */
function procStatus(pid: number): ProcStatus {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Samples the server's RSS every 100 ms while the rounds run. */
function sampleRss(pid: number) {
  let peak = 0;
  const take = () => {
    try {
      peak = Math.max(peak, procStatus(pid).rss);
    } catch {
      // the server is gone: the upload fails and says so
    }
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    take();
    return peak;
  };
}

type UploadTarget = { hostedId: number; uri: string; uploadLink: string };

/**
 * A new hosted video and its upload, as the back-office makes them: POST /api/vimeo as an administrator. On the
 * local host the video's folder is named after the row's id.
 */
async function startUpload(token: string, size: number, name: string): Promise<UploadTarget> {
  const answer = await fetch(`${ORIGIN}/api/vimeo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ name, size, file_name: 'bench.webm' }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST /api/vimeo answered ${answer.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { id?: unknown; uri?: unknown; upload_link?: unknown };
  if (typeof body.upload_link !== 'string' || typeof body.id !== 'number' || typeof body.uri !== 'string') {
    throw new Error(`POST /api/vimeo answered without an id, uri or upload_link: ${text.slice(0, 300)}`);
  }
  return { hostedId: body.id, uri: body.uri, uploadLink: body.upload_link };
}

/** What the back-office does after the last byte (PATCH /api/vimeo/<uri>): the product's own word on the upload. */
async function finalise(token: string, uri: string): Promise<string> {
  const answer = await fetch(`${ORIGIN}/api/vimeo${uri}`, {
    method: 'PATCH',
    headers: { 'x-auth-token': token },
  });
  const text = await answer.text();
  if (!answer.ok) return `finalising answered ${answer.status}: ${text.slice(0, 200)}`;
  return String((JSON.parse(text) as { status?: unknown }).status);
}

/**
 * The tus client side as the back-office speaks it to an upload link: a HEAD for the offset, then one PATCH of the
 * rest, streamed from the file in 1 MB reads. Not tus-js-client: in Node it costs a core of its own, and on this
 * 2-core machine it, not the server, set the pace (about 300 MB/s); in the browser the bytes go from Chromium's
 * network stack. No retries: a bench must not time a recovery.
 */
async function tusUpload(source: string, size: number, uploadLink: string) {
  const head = await fetch(uploadLink, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
  const offset = Number(head.headers.get('upload-offset'));
  if (head.status !== 200 || offset !== 0) throw new Error(`HEAD answered ${head.status}, offset ${offset}`);
  await new Promise<void>((resolve, reject) => {
    const request = http.request(uploadLink, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(size - offset),
      },
    });
    request.on('response', (response) => {
      response.resume();
      if (response.statusCode === 204) resolve();
      else reject(new Error(`PATCH answered ${response.statusCode}`));
    });
    request.on('error', reject);
    fs.createReadStream(source, { start: offset, end: size - 1, highWaterMark: MB }).pipe(request);
  });
}

/** Uploads `size` bytes of the source; the time runs until the video file is fsynced in its hosted folder. */
async function measureTus(dataDir: string, source: string, size: number, target: UploadTarget) {
  const started = performance.now();
  let transferMs: number;
  try {
    await tusUpload(source, size, target.uploadLink);
    transferMs = performance.now() - started;
  } catch (error) {
    return { ok: false as const, problem: `the upload failed: ${(error as Error).message}` };
  }
  const video = await findLocalVideoFile(dataDir, target.hostedId);
  if (!video)
    return { ok: false as const, problem: `no video file in media/${target.hostedId}/ after the upload` };
  await fsyncFile(video.path);
  const totalMs = performance.now() - started;
  return { ok: true as const, transferMs, totalMs, video };
}

/** The copy without dd (not installed): 4 MB reads and writes, then fsync, as `dd bs=4M conv=fsync` does. */
async function nodeCopy(source: string, target: string) {
  await pipeline(fs.createReadStream(source, { highWaterMark: BLOCK }), fs.createWriteStream(target));
  await fsyncFile(target);
}

let copier: 'dd' | 'node' = 'dd';

/** The disk's own speed for the same bytes: `dd bs=4M conv=fsync` of the source into DATA_DIR. */
async function measureDisk(source: string, target: string) {
  const started = performance.now();
  if (copier === 'dd') {
    const result = await new Promise<{ code: number | null; stderr: string } | 'missing'>(
      (resolve, reject) => {
        const dd = spawn('dd', [`if=${source}`, `of=${target}`, 'bs=4M', 'conv=fsync'], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        dd.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        dd.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve('missing') : reject(error),
        );
        dd.on('close', (code) => resolve({ code, stderr }));
      },
    );
    if (result === 'missing') {
      copier = 'node';
      return measureDisk(source, target);
    }
    if (result.code !== 0) throw new Error(`dd failed (${result.code}): ${result.stderr.trim()}`);
  } else {
    await nodeCopy(source, target);
  }
  const ms = performance.now() - started;
  const copied = fs.statSync(target).size;
  fs.rmSync(target);
  if (copied !== fs.statSync(source).size)
    throw new Error(`the disk copy has ${copied} bytes, not the source's`);
  return ms;
}

async function main() {
  await assertPortFree(PORT);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-upload-'));
  const removeTmp = () => fs.rmSync(tmp, { recursive: true, force: true });
  // A 1 GB run stopped with Ctrl-C must not leave gigabytes in the temp folder.
  const onSignal = () => {
    removeTmp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  let server: ChildProcess | undefined;
  try {
    const dataDir = path.join(tmp, 'data');
    const source = path.join(tmp, 'source.webm');
    const stat = fs.statfsSync(tmp);
    // The source, plus one copy at a time (the dd copy is removed before the upload, each upload after its check).
    const needed = 2 * SIZE + 64 * MB;
    if (stat.bavail * stat.bsize < needed) {
      throw new Error(`${tmp} has ${mb(stat.bavail * stat.bsize)} MB free; the bench needs ${mb(needed)} MB`);
    }
    console.log(`Upload bench: ${mb(SIZE)} MB to the local video host over tus, against dd on the same disk`);
    console.log(
      '  source: random bytes behind a WebM header; both sides end fsynced (dd conv=fsync; the upload',
    );
    console.log('  is fsynced by the bench after its last answer, inside its time)');
    const sourceHash = await makeSource(source, SIZE);
    const token = await prepare(dataDir);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    };
    // The local host, PGlite in DATA_DIR and development, whatever the shell has set.
    for (const name of ['VIMEO_ACCESS_TOKEN', 'VIMEO_API_URL', 'DATABASE_URL', 'NODE_ENV']) delete env[name];
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(server, `${ORIGIN}/health`);
    const pid = server.pid!;

    // The first tus request builds the tus server and warms its code: not part of the measurement.
    const warm = await measureTus(
      dataDir,
      source,
      WARM_UP_BYTES,
      await startUpload(token, WARM_UP_BYTES, 'Warm-up'),
    );
    if (!warm.ok) throw new Error(`warm-up: ${warm.problem}`);
    fs.rmSync(warm.video.path);

    const before = procStatus(pid);
    const stopSampling = sampleRss(pid);
    const disk: number[] = [];
    const upload: number[] = [];
    let complete = true;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ddMs = await measureDisk(source, path.join(dataDir, 'disk-copy'));
      disk.push(mbps(SIZE, ddMs));
      const target = await startUpload(token, SIZE, `Bench upload ${round}`);
      const result = await measureTus(dataDir, source, SIZE, target);
      let line = `  round ${round}: ${copier === 'dd' ? 'dd' : 'copy'} ${mbps(SIZE, ddMs).toFixed(0)} MB/s; `;
      if (!result.ok) {
        complete = false;
        console.log(`${line}tus: ${result.problem}`);
        continue;
      }
      const received = result.video.size;
      const same = received === SIZE && (await sha256Of(result.video.path)) === sourceHash;
      const status = await finalise(token, target.uri);
      line +=
        `tus ${mbps(SIZE, result.totalMs).toFixed(0)} MB/s (transfer ${(result.transferMs / 1000).toFixed(2)} s ` +
        `+ fsync ${((result.totalMs - result.transferMs) / 1000).toFixed(2)} s); server has ${received} of ` +
        `${SIZE} bytes, ${same ? 'identical' : 'NOT identical'} to the source; finalised: ${status}`;
      console.log(line);
      fs.rmSync(result.video.path);
      if (same && status === 'COMPLETE') upload.push(mbps(SIZE, result.totalMs));
      else complete = false;
    }
    const sampledPeak = stopSampling();
    const after = procStatus(pid);
    // VmHWM catches a peak between two samples, when the uploads (not the start) raised it.
    const peak = after.hwm > before.hwm ? Math.max(sampledPeak, after.hwm) : sampledPeak;

    const bestDisk = Math.max(...disk);
    console.log(
      `  disk (${copier === 'dd' ? 'dd bs=4M conv=fsync' : 'Node copy, 4 MB blocks, fsync'}): ${bestDisk.toFixed(0)} MB/s (best of ${ROUNDS})`,
    );
    if (complete && upload.length === ROUNDS) {
      const bestUpload = Math.max(...upload);
      const ratio = bestUpload / bestDisk;
      console.log(`  tus upload + fsync: ${bestUpload.toFixed(0)} MB/s (best of ${ROUNDS})`);
      console.log(
        `  ratio tus/dd ${ratio.toFixed(2)} → ${ratio >= RATIO_TARGET ? 'PASS' : 'FAIL'} (≥ ${RATIO_TARGET})`,
      );
    } else {
      console.log(`  ratio tus/dd not measured: an upload did not arrive whole and COMPLETE → FAIL`);
    }
    const growth = peak - before.rss;
    console.log(
      `  server RSS ${mb(before.rss)} MB before the uploads, peak ${mb(peak)} MB during them (+${mb(growth)} MB) → ` +
        `${growth < RSS_GROWTH_LIMIT ? 'PASS' : 'FAIL'} (< ${mb(RSS_GROWTH_LIMIT)} MB growth)`,
    );
  } finally {
    if (server) await stop(server);
    removeTmp();
    process.off('SIGINT', onSignal);
  }
}

await main();
