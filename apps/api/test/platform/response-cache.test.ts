import pg from 'pg';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCache } from '../../src/lib/response-cache';

const url = process.env.TEST_DATABASE_URL;

/** The drops broadcast to the other instances (lib/response-cache.ts), as a listener of the channel sees them. */
describe.runIf(url)('the response cache on PostgreSQL', () => {
  let cache: ResponseCache;
  let listener: pg.Client;
  const received: string[][] = [];

  beforeAll(async () => {
    cache = await createResponseCache({ databaseUrl: url, log: Fastify({ logger: false }).log });
    listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query('LISTEN scena_cache_invalidate');
    listener.on('notification', (message) => {
      received.push((JSON.parse(message.payload!) as { prefixes: string[] }).prefixes);
    });
  });
  afterAll(async () => {
    await cache.close();
    await listener.end();
  });

  it('sends the drops asked for together in few notifications, each one carried before its caller returns', async () => {
    const produced: string[] = [];
    await cache.get('catalog:events:pl', async () => 'old');
    const calls = Array.from({ length: 50 }, (_, index) =>
      cache.invalidate(index % 2 === 0 ? 'catalog:events:' : `other:${index}`),
    );
    // Dropped here at once, before any notification.
    expect(await cache.get('catalog:events:pl', async () => (produced.push('new'), 'new'))).toBe('new');
    await Promise.all(calls);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const prefixes = received.flat();
    expect(new Set(prefixes)).toEqual(
      new Set(['catalog:events:', ...Array.from({ length: 25 }, (_, index) => `other:${index * 2 + 1}`)]),
    );
    expect(received.length).toBeLessThanOrEqual(3);
  });
});
