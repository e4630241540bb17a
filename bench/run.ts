/**
 * Benchmarks, run by hand (`npm run bench` after `npm run build`), not in CI:
 * 1. GET /external_api/config of the built product against a bare Fastify route serving the same bytes, in the
 *    same run; prints the throughput ratio and PASS/FAIL against 0.7.
 * 2. The visitor's initial JS (the entry chunk and what it preloads), gzip; PASS/FAIL against 130 KB.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.join(root, 'apps/web/dist');
const PRODUCT_PORT = 3410;
const BARE_PORT = 3411;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: DURATION, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function configBenchmark() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-bench-'));
  const product = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(PRODUCT_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${PRODUCT_PORT}/health`);
    const url = `http://127.0.0.1:${PRODUCT_PORT}/external_api/config`;
    const body = await (await fetch(url)).text();
    const bare = fork(path.join(here, 'bare-server.ts'), [String(BARE_PORT), body], {
      execArgv: ['--import', 'tsx'],
    });
    try {
      await new Promise((resolve) => bare.once('message', resolve));
      await load(url); // warm-up of the product's cache and JIT
      const baseline = await load(`http://127.0.0.1:${BARE_PORT}/external_api/config`);
      const measured = await load(url);
      const ratio = measured.rps / baseline.rps;
      console.log(`GET /external_api/config (${body.length} bytes, 50 connections, ${DURATION} s)`);
      console.log(`  bare Fastify: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
      console.log(
        `  product:      ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, errors ${measured.errors}`,
      );
      console.log(
        `  ratio ${ratio.toFixed(2)} → ${ratio >= 0.7 && measured.errors === 0 ? 'PASS' : 'FAIL'} (≥ 0.70)`,
      );
    } finally {
      await stop(bare);
    }
  } finally {
    await stop(product);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function initialJsBenchmark() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const bytes = [...new Set(files)].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  const kb = bytes / 1000;
  console.log(
    `Visitor's initial JS: ${files.length} file(s), ${kb.toFixed(1)} KB gzip → ${kb <= 130 ? 'PASS' : 'FAIL'} (≤ 130 KB)`,
  );
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}
initialJsBenchmark();
await configBenchmark();
