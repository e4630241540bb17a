/**
 * How long a stream link of the local video host opens its file (ARCHITECTURE §5, product-decisions §16–18):
 * minutes, not hours. The bytes route refuses a link whose session has ended at once; a refund or the end of a
 * rental is caught by the playback call the player renews the link with, so it stops the stream within this
 * time. The player renews with its session check every 5 minutes, half-way through a link's life.
 */
export const STREAM_LINK_LIFETIME_MS = 10 * 60_000;
