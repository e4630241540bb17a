import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** One run now; a call while a run is on its way waits for that one. Tests call it after moving the clock. */
  runDue(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
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

  function runDue(): Promise<void> {
    running ??= options.run().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runDue,
    start() {
      timer ??= setInterval(() => {
        runDue().catch((error) => options.log.error({ err: error }, `${options.name} failed`));
      }, options.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
