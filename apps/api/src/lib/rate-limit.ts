import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimited } from './errors';
import { formatIp, ipNetwork, parseIp } from './ip-network';

/**
 * Limits per bucket: points per window (seconds). A limit that answers 429 is keyed on the caller's own client
 * or account. Anyone can type someone else's address, so a limit keyed on one never changes the answer
 * (ARCHITECTURE §6): wrong passwords count per e-mail *and* client, so a guesser locks out only themselves, and
 * the mails a stranger can make the site send to an address (`…Mails`, `…Notices`, counted per account) just
 * stop past their limit.
 */
export const RATE_LIMIT_RULES = {
  signInIp: { points: 30, duration: 15 * 60 },
  signInFailures: { points: 10, duration: 15 * 60 },
  signUpIp: { points: 10, duration: 60 * 60 },
  /** "Someone tried to sign up with your address" mails to one account. */
  signUpNotices: { points: 3, duration: 60 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetMails: { points: 5, duration: 60 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  resendMails: { points: 5, duration: 60 * 60 },
  adminLinkIp: { points: 20, duration: 15 * 60 },
  /** Wrong current passwords when changing one's own: a stolen session must not be a way to guess it. */
  passwordChangeFailures: { points: 10, duration: 15 * 60 },
  /** Wrong discount codes per user and per client: codes are short enough to be guessed by a script. */
  codeActivationFailures: { points: 20, duration: 15 * 60 },
  /** Search is public, uncached and reads every text: generous for people (one query per submit), not for scripts. */
  searchIp: { points: 60, duration: 60 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMIT_RULES;
export type RateLimitKey = [RateLimitBucket, string];

export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 AppError when any is over its limit. */
  hit(...attempts: RateLimitKey[]): Promise<void>;
  /**
   * Counts one attempt and says whether it is within the limit, never throwing: for a limit that must not
   * change the answer, only whether something (a mail) happens.
   */
  allows(attempt: RateLimitKey): Promise<boolean>;
  /**
   * Gives back the attempt `hit` counted, for limits on failures only (wrong passwords): count first, forgive
   * on success. Checking first and counting after the answer would let parallel guesses all pass the check.
   */
  forgive(...keys: RateLimitKey[]): Promise<void>;
}

/**
 * The part of a client address that identifies one client: an IPv6 address by its /64 (one household or
 * server holds a whole /64, so counting single addresses would let it rotate past any limit).
 */
export function clientKey(ip: string): string {
  const parsed = parseIp(ip);
  if (!parsed) return ip;
  return parsed.family === 4 ? formatIp(parsed) : ipNetwork(ip, { ipv4: 32, ipv6: 64 })!;
}

/**
 * The key that counts wrong passwords for one sign-in: the e-mail together with the client. A count per e-mail
 * alone would let anyone lock its owner out by guessing from a few clients.
 */
export function signInFailureKey(email: string, ip: string): RateLimitKey {
  return ['signInFailures', `${email}|${clientKey(ip)}`];
}

/** Counted in Redis when one is given (several instances share the counts), else in this process. */
export function createRateLimiter(options: { enabled: boolean; redis?: Redis }): RateLimiter {
  if (!options.enabled) return { hit: async () => {}, allows: async () => true, forgive: async () => {} };
  const limiters = new Map<RateLimitBucket, RateLimiterAbstract>();
  const limiterFor = (bucket: RateLimitBucket) => {
    let limiter = limiters.get(bucket);
    if (!limiter) {
      const rule = RATE_LIMIT_RULES[bucket];
      limiter = options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `rl:${bucket}`, ...rule })
        : new RateLimiterMemory({ keyPrefix: bucket, ...rule });
      limiters.set(bucket, limiter);
    }
    return limiter;
  };
  const keyOf = (bucket: RateLimitBucket, key: string) =>
    (bucket.endsWith('Ip') ? clientKey(key) : key).toLowerCase();

  /** Counts one attempt; the refusal when it is over the limit, else nothing. */
  const consume = async (bucket: RateLimitBucket, key: string): Promise<RateLimiterRes | undefined> => {
    try {
      await limiterFor(bucket).consume(keyOf(bucket, key));
      return undefined;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  };

  return {
    async hit(...attempts) {
      for (const [bucket, key] of attempts) {
        const refusal = await consume(bucket, key);
        if (refusal) throw rateLimited(Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
    async allows([bucket, key]) {
      return !(await consume(bucket, key));
    },
    async forgive(...keys) {
      for (const [bucket, key] of keys) await limiterFor(bucket).reward(keyOf(bucket, key), 1);
    },
  };
}
