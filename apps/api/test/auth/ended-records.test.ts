import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, sessions } from '../../src/db/schema';
import { ENDED_KEPT_MS } from '../../src/modules/auth/auth-jobs';
import { createTestApp, verifiedUser, type TestApp } from '../helpers';

const DAY = 86_400_000;

/**
 * A session keeps the address and browser it was opened from: once it has ended long enough ago that nobody
 * needs to be told why, the auth job deletes it, and the mailed links likewise.
 */
describe('ended sessions and mailed links are deleted after 30 days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps what ended within the 30 days and everything live; deletes what ended before', async () => {
    const { id } = await verifiedUser(t.app);
    const now = t.clock.now().getTime();
    const at = (offset: number) => new Date(now + offset);
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: id,
      tokenHash: name.padEnd(64, '0'),
      createdAt: at(-400 * DAY),
      expiresAt,
      revokedAt,
      revokedReason: revokedAt ? 'replaced' : null,
    });
    await t.database.db
      .insert(sessions)
      .values([
        session('a-live', at(DAY)),
        session('b-ended-yesterday', at(-DAY)),
        session('c-replaced-long-ago-but-ended-lately', at(-29 * DAY), at(-300 * DAY)),
        session('d-ended-31-days-ago', at(-31 * DAY)),
        session('e-ended-last-year', at(-365 * DAY)),
      ]);
    const link = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: id,
      purpose: 'reset',
      tokenHash: name.padEnd(64, '1'),
      createdAt: at(-400 * DAY),
      expiresAt,
      usedAt,
    });
    await t.database.db
      .insert(oneTimeTokens)
      .values([
        link('a-live', at(3600_000)),
        link('b-used-lately', at(-DAY), at(-DAY)),
        link('c-ended-long-ago', at(-ENDED_KEPT_MS - 1)),
      ]);

    await t.app.authJobs.runDue();

    const kept = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, id));
    const names = kept.map((row) => row.hash.replace(/0+$/, '')).sort();
    expect(names).toContain('a-live');
    expect(names).toContain('b-ended-yesterday');
    expect(names).toContain('c-replaced-long-ago-but-ended-lately');
    expect(names).not.toContain('d-ended-31-days-ago');
    expect(names).not.toContain('e-ended-last-year');

    const links = await t.database.db
      .select({ hash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, id));
    const linkNames = links.map((row) => row.hash.replace(/1+$/, ''));
    expect(linkNames).toEqual(expect.arrayContaining(['a-live', 'b-used-lately']));
    expect(linkNames).not.toContain('c-ended-long-ago');
  });
});
