import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../src/lib/rate-limit';
import { createTestApp, signIn, verifiedUser, type TestApp } from '../helpers';

/**
 * With REDIS_URL the counts live in Redis, so two instances share them. Runs where a Redis is given
 * (TEST_REDIS_URL; CI's PostgreSQL pass sets it).
 */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits counted in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: 'on', REDIS_URL: process.env.TEST_REDIS_URL! };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('adds up the attempts made through two instances', async () => {
    const { form } = await verifiedUser(first.app);
    // Wrong passwords are counted per e-mail and address: ten through either instance use up the limit.
    // An address of its own, so earlier runs' counts in the same Redis do not matter.
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const limit = RATE_LIMIT_RULES.signInFailures.points;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await signIn(instance.app, form.email, 'Zgaduje-123', { ip })).statusCode).toBe(422);
    }
    expect((await signIn(second.app, form.email, form.password, { ip })).statusCode).toBe(429);
  });

  it('adds up, through two instances, a limit that only stops mails', async () => {
    // An account id no earlier run used: the key is what the reset request counts its mails by.
    const account = String(randomInt(1e9, 2e9));
    const { points } = RATE_LIMIT_RULES.resetMails;
    const allowed: boolean[] = [];
    for (let attempt = 1; attempt <= points + 2; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      allowed.push(await instance.app.deps.limiter.allows(['resetMails', account]));
    }
    expect(allowed).toEqual([...Array<boolean>(points).fill(true), false, false]);
  });
});
