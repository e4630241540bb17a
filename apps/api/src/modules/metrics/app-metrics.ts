import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PeriodicJob } from '../../lib/periodic-job';
import { countOrdersByKindAndStatus, mailOutboxBacklog } from './metrics.repository';

export interface AppMetrics {
  /** One answered request, under its route's pattern (never the raw address: one series per route). */
  observeRequest(labels: { method: string; route: string; status_code: number }, seconds: number): void;
  /** The Prometheus text exposition of this app and its process. */
  scrape(): Promise<string>;
  contentType: string;
}

let processRegistry: Registry | undefined;

/** CPU, memory, event loop, GC, handles: once per process, however many apps it builds (tests build many). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const seconds = (ms: number) => ms / 1000;

/**
 * The app's metrics (docs/operations.md "Monitoring"). The database figures are read when scraped, so every
 * instance reports the same ones: aggregate them across instances with max(), not sum().
 */
export function createAppMetrics(deps: {
  database: Database;
  clock: Clock;
  jobs: PeriodicJob[];
  log: FastifyBaseLogger;
}): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, per route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'scena_database_up',
    help: "1 when this scrape's database reads succeeded, else 0",
    registers: [registry],
  });
  const ordersGauge = new Gauge({
    name: 'scena_orders',
    help: 'Orders in the database per kind (event, video, gift, group_ticket) and payment status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const outboxDepth = new Gauge({
    name: 'scena_mail_outbox_depth',
    help: 'Mails in the outbox not sent yet (waiting, retrying or being sent)',
    registers: [registry],
  });
  const outboxFailed = new Gauge({
    name: 'scena_mail_outbox_failed',
    help: 'Mails given up on after every attempt failed',
    registers: [registry],
  });
  const outboxLag = new Gauge({
    name: 'scena_mail_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due mail has waited to be sent (0 when none is due)',
    registers: [registry],
  });
  const jobLag = new Gauge({
    name: 'scena_job_lag_seconds',
    help: "How late a periodic job's next run is: time since its last run began, less its interval (0 on time)",
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new Gauge({
    name: 'scena_job_last_run_seconds',
    help: "How long a periodic job's last finished run took",
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailed = new Gauge({
    name: 'scena_job_last_run_failed',
    help: "1 when a periodic job's last run failed, else 0",
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const pool =
    deps.database.kind === 'postgres'
      ? new Gauge({
          name: 'scena_db_pool_connections',
          help: 'PostgreSQL connections of this process: total open, idle, and requests waiting for one',
          labelNames: ['state'] as const,
          registers: [registry],
        })
      : undefined;

  async function readDatabase() {
    const now = deps.clock.now();
    const [orderCounts, backlog] = [
      await countOrdersByKindAndStatus(deps.database.db),
      await mailOutboxBacklog(deps.database.db, now),
    ];
    ordersGauge.reset();
    for (const row of orderCounts) ordersGauge.set({ kind: row.kind, status: row.status }, row.count);
    outboxDepth.set(backlog.unsent);
    outboxFailed.set(backlog.failed);
    outboxLag.set(
      backlog.oldestDueSince ? Math.max(0, seconds(now.getTime() - backlog.oldestDueSince.getTime())) : 0,
    );
  }

  function readJobs() {
    const now = Date.now();
    jobLag.reset();
    for (const job of deps.jobs) {
      const stats = job.stats();
      if (stats.lastRunMs !== undefined) jobDuration.set({ job: stats.name }, seconds(stats.lastRunMs));
      jobFailed.set({ job: stats.name }, stats.lastRunFailed ? 1 : 0);
      // A stopped job (tests, or a process shutting down) is not late.
      if (stats.startedAt === undefined) continue;
      const since = Math.max(stats.startedAt, stats.lastRunStartedAt ?? 0);
      jobLag.set({ job: stats.name }, Math.max(0, seconds(now - since - stats.everyMs)));
    }
  }

  return {
    observeRequest: (labels, elapsed) => requests.observe(labels, elapsed),
    contentType: registry.contentType,
    async scrape() {
      try {
        await readDatabase();
        databaseUp.set(1);
      } catch (error) {
        deps.log.warn({ err: error }, 'metrics: database figures unavailable');
        databaseUp.set(0);
        ordersGauge.reset();
      }
      readJobs();
      const counts = deps.database.poolStats?.();
      if (pool && counts) {
        pool.set({ state: 'total' }, counts.total);
        pool.set({ state: 'idle' }, counts.idle);
        pool.set({ state: 'waiting' }, counts.waiting);
      }
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}
