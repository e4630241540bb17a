import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Serialized answers kept in memory per key (e.g. `config:pl`), dropped on every write that affects them.
 * With PostgreSQL the drop is broadcast with NOTIFY, so every instance behind the load balancer drops it too.
 */
export interface ResponseCache {
  get(key: string, produce: () => Promise<string>): Promise<string>;
  /** Drops every key that starts with one of the prefixes, here and in the other instances. */
  invalidate(...prefixes: string[]): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'scena_cache_invalidate';

export async function createResponseCache(options: {
  databaseUrl?: string;
  log: FastifyBaseLogger;
}): Promise<ResponseCache> {
  const entries = new Map<string, Promise<string>>();
  const instanceId = randomUUID();
  /** Bumped by every drop, so an answer computed across a drop is not stored as fresh. */
  let generation = 0;

  const dropLocal = (prefixes: string[]) => {
    generation += 1;
    for (const key of [...entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) entries.delete(key);
    }
  };

  let listener: pg.Client | undefined;
  let publisher: pg.Pool | undefined;
  if (options.databaseUrl) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    await listener.connect();
    await listener.query(`LISTEN ${CHANNEL}`);
    listener.on('notification', (message) => {
      const { from, prefixes } = JSON.parse(message.payload ?? '{}') as {
        from?: string;
        prefixes?: string[];
      };
      // Our own drops come back too, late: dropping again would throw away answers made after the write.
      if (from !== instanceId && prefixes) dropLocal(prefixes);
    });
    listener.on('error', (error) => {
      options.log.error({ err: error }, 'cache listener failed; dropping all cached answers');
      entries.clear();
    });
    publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    publisher.on('error', (error) => options.log.warn({ err: error }, 'cache publisher connection lost'));
  }

  /*
   * Drops asked for while a NOTIFY is on its way go out together in the next one: a sale rush writes an order a
   * few milliseconds apart, and one NOTIFY each, in a row on the publisher's connection, made the last buyer wait
   * for all the others'. Each caller still returns only once a NOTIFY carrying its prefixes has been sent.
   */
  let waiting: { prefixes: Set<string>; sent: Promise<void> } | undefined;
  let sending: Promise<unknown> = Promise.resolve();
  const broadcast = (prefixes: string[]): Promise<void> => {
    if (!publisher) return Promise.resolve();
    if (waiting) {
      for (const prefix of prefixes) waiting.prefixes.add(prefix);
      return waiting.sent;
    }
    const next = { prefixes: new Set(prefixes), sent: Promise.resolve() };
    next.sent = sending.then(async () => {
      if (waiting === next) waiting = undefined;
      await publisher.query('SELECT pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ from: instanceId, prefixes: [...next.prefixes] }),
      ]);
    });
    waiting = next;
    sending = next.sent.catch(() => {});
    return next.sent;
  };

  return {
    async get(key, produce) {
      const cached = entries.get(key);
      if (cached) return cached;
      const startedAt = generation;
      const pending = produce();
      entries.set(key, pending);
      try {
        const value = await pending;
        if (generation !== startedAt && entries.get(key) === pending) entries.delete(key);
        return value;
      } catch (error) {
        if (entries.get(key) === pending) entries.delete(key);
        throw error;
      }
    },
    async invalidate(...prefixes) {
      dropLocal(prefixes);
      await broadcast(prefixes);
    },
    async close() {
      await listener?.end();
      await publisher?.end();
    },
  };
}

/**
 * A cached answer that also goes stale at the next minute, for answers holding time-dependent states (event
 * timing, availability windows): the entry carries its minute and is made again when read in a later one.
 */
export async function getForTheMinute(
  cache: ResponseCache,
  now: () => Date,
  key: string,
  produce: () => Promise<string>,
): Promise<string> {
  const minute = () => String(Math.floor(now().getTime() / 60_000));
  const read = () => cache.get(key, async () => `${minute()}\n${await produce()}`);
  let entry = await read();
  if (!entry.startsWith(`${minute()}\n`)) {
    await cache.invalidate(key);
    entry = await read();
  }
  return entry.slice(entry.indexOf('\n') + 1);
}
