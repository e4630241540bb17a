import type { FastifyBaseLogger } from 'fastify';

/** How a periodic job is doing, for /metrics (modules/metrics/app-metrics.ts). Times in ms since the epoch. */
export interface PeriodicJobStats {
  name: string;
  everyMs: number;
  /** When start() was called (undefined while stopped: tests run their jobs by hand). */
  startedAt?: number;
  /** When the run in progress, or the last one, began. */
  lastRunStartedAt?: number;
  lastRunMs?: number;
  lastRunFailed: boolean;
}

export interface PeriodicJob {
  /** One run now; a call while a run is on its way waits for that one. Tests call it after moving the clock. */
  runDue(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  stats(): PeriodicJobStats;
}

/**
 * Background work run every `everyMs` in each server process, never twice at once within one; a failed run is
 * logged and the next one tries again. Safety across processes is the work's own (leases, SKIP LOCKED).
 */
export function periodicJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  log: FastifyBaseLogger;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // Wall-clock times, not the app's clock: they measure this process, which tests do not move.
  const stats: PeriodicJobStats = { name: options.name, everyMs: options.everyMs, lastRunFailed: false };

  function runDue(): Promise<void> {
    if (running) return running;
    const started = Date.now();
    stats.lastRunStartedAt = started;
    running = options
      .run()
      .then(
        () => {
          stats.lastRunFailed = false;
        },
        (error: unknown) => {
          stats.lastRunFailed = true;
          throw error;
        },
      )
      .finally(() => {
        stats.lastRunMs = Date.now() - started;
        running = undefined;
      });
    return running;
  }

  return {
    runDue,
    start() {
      stats.startedAt ??= Date.now();
      timer ??= setInterval(() => {
        runDue().catch((error) => options.log.error({ err: error }, `${options.name} failed`));
      }, options.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stats.startedAt = undefined;
      await running;
    },
    stats: () => ({ ...stats }),
  };
}
