import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../src/lib/rate-limit';
import { createTestApp, type TestApp } from '../helpers';

/** Search is public and uncached: one address may not run it without end (the other limits: ../auth). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

function search(ip: string, query = 'wesele') {
  return t.app.inject({ method: 'GET', url: `/api/search/all?search=${query}`, remoteAddress: ip });
}

describe('the search rate limit', () => {
  it('refuses an address past its searches a minute with 429 and Retry-After, not the others', async () => {
    const rule = RATE_LIMIT_RULES.searchIp;
    const ip = '198.51.100.70';
    for (let attempt = 0; attempt < rule.points; attempt += 1) {
      expect((await search(ip)).statusCode).toBe(200);
    }
    const refused = await search(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.rate_limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.duration);
    expect((await search('198.51.100.71')).statusCode).toBe(200);
    // One IPv6 /64 is one client.
    for (let attempt = 0; attempt < rule.points; attempt += 1) {
      expect((await search(`2001:db8:1:2::${(attempt + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await search('2001:db8:1:2::ffff')).statusCode).toBe(429);
  });

  it('does not count a query refused as too short', async () => {
    const ip = '198.51.100.72';
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.searchIp.points + 5; attempt += 1) {
      expect((await search(ip, 'ab')).statusCode).toBe(422);
    }
    expect((await search(ip)).statusCode).toBe(200);
  });
});
