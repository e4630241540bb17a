/**
 * The growth bench of issue 21, run by hand after `npm run build` on a quiet machine (`npm run bench:growth`), not
 * in CI. For each catalogue size N (`GROWTH_SIZES`, default 100,1000,10000: N videos and N upcoming events, the
 * fill of catalog-items.ts), a fresh PGlite database and the built server in a process of its own; then, as an
 * anonymous visitor, each page and list is asked twice to warm up and 15 times measured, one at a time. It prints
 * per N the home page's HTML (raw and gzip) and the median time of each address, and PASS/FAIL against the
 * issue's targets: home ≤ 60 KB gzip at every N and its time at the largest N within 1.5× of the smallest; every
 * list and search ≤ 100 ms (PGlite) at the largest N and growing at most 2× from the last-but-one N to it. The
 * sitemap's figures are printed without a target: it lists every address by design. The exit code is 0
 * whatever the result: read the PASS/FAIL words.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fillCatalog } from './catalog-items';
import { stop, waitFor } from './child-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'apps/api/dist/server.js');
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const SIZES = (process.env.GROWTH_SIZES ?? '100,1000,10000').split(',').map(Number);
const WARM_UPS = 2;
const SAMPLES = 15;

/** What a visitor's first screens ask for; `home` is the page itself, the rest its lists and search. */
const ADDRESSES = {
  home: '/',
  events: '/external_api/events',
  videos: '/external_api/videos',
  search: '/api/search/all?search=spektakl%20numer%2042',
  sitemap: '/sitemap.xml',
} as const;
type Address = keyof typeof ADDRESSES;
/** Measured against other targets (home), or printed only: the sitemap lists every address by design. */
const UNBOUNDED = new Set<Address>(['home', 'sitemap']);

const HOME_GZIP_MAX = 60 * 1024;
const HOME_GROWTH_MAX = 1.5;
const LIST_MEDIAN_MAX_MS = 100;
const LIST_GROWTH_MAX = 2;

interface Measured {
  medianMs: number;
  rawBytes: number;
  gzipBytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(origin: string, address: string): Promise<Measured> {
  let body = '';
  const times: number[] = [];
  for (let run = 0; run < WARM_UPS + SAMPLES; run += 1) {
    const start = performance.now();
    const answer = await fetch(`${origin}${address}`);
    body = await answer.text();
    if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
    if (run >= WARM_UPS) times.push(performance.now() - start);
  }
  return { medianMs: median(times), rawBytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length };
}

async function measureSize(size: number): Promise<Record<Address, Measured>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-growth-'));
  await fillCatalog(dataDir, size);
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await waitFor(server, `${origin}/health`, 180_000);
    const results = {} as Record<Address, Measured>;
    for (const [name, address] of Object.entries(ADDRESSES) as Array<[Address, string]>) {
      results[name] = await measure(origin, address);
    }
    return results;
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

async function main() {
  if (!fs.existsSync(SERVER) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const bySize = new Map<number, Record<Address, Measured>>();
  for (const size of SIZES) {
    const results = await measureSize(size);
    bySize.set(size, results);
    const { home } = results;
    console.log(
      `N = ${size}: home ${kb(home.rawBytes)} raw / ${kb(home.gzipBytes)} gzip, ${home.medianMs.toFixed(1)} ms;` +
        (Object.keys(ADDRESSES) as Address[])
          .filter((name) => name !== 'home')
          .map((name) => ` ${name} ${kb(results[name].rawBytes)} ${results[name].medianMs.toFixed(1)} ms`)
          .join(';'),
    );
  }

  const smallest = bySize.get(SIZES[0]!)!;
  const largest = bySize.get(SIZES.at(-1)!)!;
  const previous = bySize.get(SIZES.at(-2) ?? SIZES[0]!)!;
  console.log('');
  for (const size of SIZES) {
    const gzip = bySize.get(size)!.home.gzipBytes;
    console.log(`home HTML at N = ${size}: ${kb(gzip)} gzip → ${verdict(gzip <= HOME_GZIP_MAX)} (≤ 60 KB)`);
  }
  const sitemapGrowth = largest.sitemap.medianMs / previous.sitemap.medianMs;
  console.log(
    `sitemap at N = ${SIZES.at(-1)}: median ${largest.sitemap.medianMs.toFixed(1)} ms, ${sitemapGrowth.toFixed(2)}× of N = ${SIZES.at(-2) ?? SIZES[0]} (no target: it lists every address)`,
  );
  const homeGrowth = largest.home.medianMs / smallest.home.medianMs;
  console.log(
    `home time N = ${SIZES.at(-1)} / N = ${SIZES[0]}: ${homeGrowth.toFixed(2)}× → ${verdict(homeGrowth <= HOME_GROWTH_MAX)} (≤ ${HOME_GROWTH_MAX}×)`,
  );
  for (const name of (Object.keys(ADDRESSES) as Address[]).filter((key) => !UNBOUNDED.has(key))) {
    const growth = largest[name].medianMs / previous[name].medianMs;
    const pass = largest[name].medianMs <= LIST_MEDIAN_MAX_MS && growth <= LIST_GROWTH_MAX;
    console.log(
      `${name} at N = ${SIZES.at(-1)}: median ${largest[name].medianMs.toFixed(1)} ms, ${growth.toFixed(2)}× of N = ${SIZES.at(-2) ?? SIZES[0]} → ${verdict(pass)} (≤ ${LIST_MEDIAN_MAX_MS} ms, ≤ ${LIST_GROWTH_MAX}×)`,
    );
  }
}

await main();
