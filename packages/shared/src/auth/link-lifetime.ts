import { LINK_TTL_MS } from './schemas';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How a mailed link's lifetime is said, in the mails and on the pages that send them: whole hours in hours
 * ("48 hours", "1 hour"), anything shorter in minutes ("10 minutes"). Each side words the unit in its language.
 */
export function linkLifetime(purpose: keyof typeof LINK_TTL_MS): { unit: 'hour' | 'minute'; count: number } {
  return lifetimeOf(LINK_TTL_MS[purpose]);
}

export function lifetimeOf(ms: number): { unit: 'hour' | 'minute'; count: number } {
  return ms % HOUR_MS === 0
    ? { unit: 'hour', count: ms / HOUR_MS }
    : { unit: 'minute', count: Math.round(ms / MINUTE_MS) };
}
