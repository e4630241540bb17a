import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodicJob } from '../../src/lib/periodic-job';
import { createAppMetrics } from '../../src/modules/metrics/app-metrics';
import { createTestApp, type TestApp } from '../helpers';
import { createVideo, insertOrder, quickBuyers } from '../commerce/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function scrape(app = t.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

/** The value of one series of the exposition (its name with its labels, as printed). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('times requests per route pattern, never per raw address', async () => {
    for (const slug of ['regulamin', 'polityka', 'nie-ma-takiej']) {
      await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiej-trasy' });
    const text = await scrape();
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/pages/:slug",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/pages/:slug",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/pages/:slug",status_code="200"}',
    );
    expect(text).not.toContain('regulamin');
  });

  it('counts the orders per kind and status as the database holds them', async () => {
    const [buyer] = await quickBuyers(t, 1);
    const video = await createVideo(t);
    const createdAt = t.clock.now();
    for (const [kind, status] of [
      ['video', 'COMPLETED'],
      ['video', 'COMPLETED'],
      ['video', 'PENDING'],
      ['gift', 'COMPLETED'],
    ] as const) {
      await insertOrder(t, { userId: buyer!.id, kind, status, createdAt, videoId: video.id });
    }
    const text = await scrape();
    expect(valueOf(text, 'scena_orders{kind="video",status="COMPLETED"}')).toBe(2);
    expect(valueOf(text, 'scena_orders{kind="video",status="PENDING"}')).toBe(1);
    expect(valueOf(text, 'scena_orders{kind="gift",status="COMPLETED"}')).toBe(1);
    expect(valueOf(text, 'scena_database_up')).toBe(1);
  });

  it('reports the mail outbox: its depth and how long the oldest due mail has waited', async () => {
    await t.app.deps.mail.deliverDue();
    let text = await scrape();
    expect(valueOf(text, 'scena_mail_outbox_depth')).toBe(0);
    expect(valueOf(text, 'scena_mail_outbox_oldest_due_seconds')).toBe(0);
    for (const to of ['a@example.com', 'b@example.com']) {
      await t.app.deps.mail.enqueue(t.database.db, {
        to,
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
        kind: 'test',
      });
    }
    t.clock.advance(90_000);
    text = await scrape();
    expect(valueOf(text, 'scena_mail_outbox_depth')).toBe(2);
    expect(valueOf(text, 'scena_mail_outbox_oldest_due_seconds')).toBe(90);
    await t.app.deps.mail.deliverDue();
    expect(valueOf(await scrape(), 'scena_mail_outbox_depth')).toBe(0);
  });

  it("reports a periodic job's lag: how late its next run is, growing while a run hangs", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    let finish: () => void = () => {};
    const job = periodicJob({
      name: 'slow job',
      everyMs: 30_000,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
      log: t.app.log,
    });
    const metrics = createAppMetrics({ database: t.database, clock: t.clock, jobs: [job], log: t.app.log });
    const lag = async () => valueOf(await metrics.scrape(), 'scena_job_lag_seconds{job="slow job"}');
    expect(await lag()).toBeUndefined();
    job.start();
    vi.advanceTimersByTime(30_000);
    expect(await lag()).toBe(0);
    // The run started at 30 s hangs: the one due at 60 s cannot start, and is 45 s late at 105 s.
    vi.advanceTimersByTime(75_000);
    expect(await lag()).toBe(45);
    finish();
    await job.runDue();
    expect(valueOf(await metrics.scrape(), 'scena_job_last_run_seconds{job="slow job"}')).toBe(75);
    // The next tick (120 s) starts a run on time again.
    vi.advanceTimersByTime(15_000);
    expect(await lag()).toBe(0);
    finish();
    await job.stop();
    expect(await lag()).toBeUndefined();
  });

  it('reports the database pool on PostgreSQL, and the process', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(valueOf(text, 'scena_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(valueOf(text, 'scena_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to report.
      expect(text).not.toContain('scena_db_pool_connections');
    }
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('answers only this machine without a token, never through a proxy', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('http_request');
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    const ipv6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('answers only the bearer of METRICS_TOKEN when it is set, from anywhere', async () => {
    const token = 'metryki-0123456789-abcdef';
    const withToken = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const read = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
        withToken.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await read({})).statusCode).toBe(404);
      expect((await read({}, '127.0.0.1')).statusCode).toBe(404);
      expect((await read({ authorization: `Bearer ${token}x` })).statusCode).toBe(404);
      expect((await read({ authorization: token })).statusCode).toBe(404);
      const allowed = await read({ authorization: `Bearer ${token}` });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('scena_orders');
    } finally {
      await withToken.close();
    }
  });
});
