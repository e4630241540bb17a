/**
 * How long a stream link of the local video host opens its file after the playback call last renewed it
 * (ARCHITECTURE §5, product-decisions §16–18): minutes, not hours. A link names a stream grant of the viewer's
 * session to one product in one version; the player renews it with its session check every 5 minutes, half-way
 * through this time, and gets the same link back while the grant runs, so its <video> is never reloaded. The bytes
 * route refuses a link whose session has ended at once; a refund or the end of a rental makes the renewal refuse,
 * which extends nothing, so the stream stops within this time.
 */
export const STREAM_LINK_LIFETIME_MS = 10 * 60_000;
