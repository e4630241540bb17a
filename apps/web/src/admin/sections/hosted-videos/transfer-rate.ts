/**
 * Speed and time left of an upload from timed byte counts. The speed is measured over a sliding window of a
 * few seconds: the browser reports progress in bursts, and a per-event speed would jump by orders of magnitude.
 */

/** How far back the speed looks. */
export const RATE_WINDOW_MS = 5000;
/** Below this much measured time the speed is a guess; nothing is shown rather than a wild number. */
const RATE_MIN_SPAN_MS = 1000;

export interface RateSample {
  /** Milliseconds on any monotonic clock. */
  at: number;
  /** Bytes the server has or is receiving, counted from the start of the file. */
  bytes: number;
}

export interface TransferRate {
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/**
 * The samples after `sample`: those inside the window, plus the newest one before it, so the window always
 * spans its full length once the upload has run that long. A count lower than the last (a retry resumes from
 * the server's offset, which lags what the browser had sent) starts afresh: bytes sent twice are no speed.
 */
export function addSample(
  samples: readonly RateSample[],
  sample: RateSample,
  windowMs: number = RATE_WINDOW_MS,
): RateSample[] {
  const last = samples.at(-1);
  if (last && sample.bytes < last.bytes) return [sample];
  const all = [...samples, sample];
  const firstInside = all.findIndex((item) => sample.at - item.at < windowMs);
  return all.slice(Math.max(0, firstInside - 1));
}

/** Bytes per second over the samples, and the seconds the rest of `total` takes at that speed. */
export function transferRate(samples: readonly RateSample[], total: number): TransferRate {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < RATE_MIN_SPAN_MS) {
    return { bytesPerSecond: null, secondsLeft: null };
  }
  const bytesPerSecond = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  const remaining = Math.max(0, total - last.bytes);
  if (remaining === 0) return { bytesPerSecond, secondsLeft: 0 };
  return { bytesPerSecond, secondsLeft: bytesPerSecond > 0 ? Math.ceil(remaining / bytesPerSecond) : null };
}
