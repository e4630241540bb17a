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
 * Limits per bucket: points per window (seconds). Attempts are counted per IP and per e-mail. Wrong passwords
 * are counted per e-mail *and* address, so a stranger guessing cannot lock the owner out; a much larger cap per
 * e-mail alone stops guessing spread over many addresses.
 */
export const RATE_LIMIT_RULES = {
  signInIp: { points: 30, duration: 15 * 60 },
  signInFailures: { points: 10, duration: 15 * 60 },
  signInFailuresEmail: { points: 100, duration: 15 * 60 },
  signUpIp: { points: 10, duration: 60 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  resendEmail: { points: 5, duration: 60 * 60 },
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

/** The keys that count wrong passwords for one sign-in. */
export function signInFailureKeys(email: string, ip: string): RateLimitKey[] {
  return [
    ['signInFailures', `${email}|${clientKey(ip)}`],
    ['signInFailuresEmail', email],
  ];
}

/** Counted in Redis when one is given (several instances share the counts), else in this process. */
export function createRateLimiter(options: { enabled: boolean; redis?: Redis }): RateLimiter {
  if (!options.enabled) return { hit: async () => {}, forgive: async () => {} };
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

  return {
    async hit(...attempts) {
      for (const [bucket, key] of attempts) {
        try {
          await limiterFor(bucket).consume(keyOf(bucket, key));
        } catch (error) {
          if (error instanceof RateLimiterRes) throw rateLimited(Math.ceil(error.msBeforeNext / 1000));
          throw error;
        }
      }
    },
    async forgive(...keys) {
      for (const [bucket, key] of keys) await limiterFor(bucket).reward(keyOf(bucket, key), 1);
    },
  };
}
