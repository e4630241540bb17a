import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STREAM_LINK_LIFETIME_MS } from '@scena/shared/media/stream-links';
import { localMediaRoot } from './files';

/**
 * Signed stream links of the local video host. The playback call hands a link only to the entitled
 * (product-decisions §16–18); the bytes route checks the signature instead of a session header, so the browser's
 * <video> and <track> elements can fetch them directly (ranges, no custom headers). A link is a grant: one file of
 * one hosted video, for one viewer's session watching one product in one variant, until its expiry
 * (STREAM_LINK_LIFETIME_MS, minutes). The signature covers all of it, so no part can be swapped, and the bytes
 * route also asks whether the session is still live, so a sign-out, a ban or another device stops it at once.
 */
export const SIGNING_KEY_FILE = '.signing-key';

/** The file a link opens: the video, or the subtitles of one language. */
export type MediaFileRef = { kind: 'video' } | { kind: 'subtitles'; language: string };

/** Whom a link is for and what it plays. */
export interface StreamGrant {
  userId: number;
  /** The session the playback call was made in: the link ends with it. */
  sessionId: number;
  /** The product watched (an event or a video), as `event-12` or `video-7`. */
  item: string;
  /** standard, pjm or audiodeskrypcja. */
  variant: string;
  hostedVideoId: number;
}

/** The query of a signed link, as the bytes route reads it (any part may be missing or malformed). */
export interface SignedQuery {
  user?: string;
  session?: string;
  item?: string;
  variant?: string;
  /** Expiry in Unix seconds. */
  exp?: string;
  /** base64url HMAC-SHA256. */
  sig?: string;
}

interface KeySource {
  MEDIA_SIGNING_KEY?: string;
  DATA_DIR: string;
}

const keys = new Map<string, Promise<Buffer>>();

/**
 * MEDIA_SIGNING_KEY when set; else the key in DATA_DIR/media/.signing-key, made once (32 random bytes, mode
 * 600). Created with O_EXCL: two processes starting at once both end up reading the one that won.
 */
export function mediaSigningKey(env: KeySource): Promise<Buffer> {
  if (env.MEDIA_SIGNING_KEY) return Promise.resolve(Buffer.from(env.MEDIA_SIGNING_KEY, 'utf8'));
  let key = keys.get(env.DATA_DIR);
  if (!key) {
    key = loadOrCreateKeyFile(path.join(localMediaRoot(env.DATA_DIR), SIGNING_KEY_FILE));
    keys.set(env.DATA_DIR, key);
    // A failure (say a read-only disk) is not remembered: the next link tries again.
    key.catch(() => keys.delete(env.DATA_DIR));
  }
  return key;
}

async function loadOrCreateKeyFile(file: string): Promise<Buffer> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await fs.readFile(file, 'utf8')).trim();
  if (text.length < 32) throw new Error(`${file} holds no usable key: delete it to make a new one`);
  return Buffer.from(text, 'utf8');
}

const ID = /^\d{1,10}$/;
const ITEM = /^(event|video)-\d{1,10}$/;
const VARIANT = /^[a-z]{1,20}$/;

function signature(key: Buffer, grant: StreamGrant, file: MediaFileRef, exp: number): string {
  const what = file.kind === 'video' ? 'video' : `subtitles/${file.language}`;
  const { userId, sessionId, item, variant, hostedVideoId } = grant;
  return createHmac('sha256', key)
    .update(['stream', userId, sessionId, item, variant, hostedVideoId, what, exp].join('\n'))
    .digest('base64url');
}

/**
 * The site-relative address of a file with its grant and signature. It expires STREAM_LINK_LIFETIME_MS after
 * `now`, or at `notAfter` when that comes sooner (the end of the viewer's rental, of the video's availability or
 * of the event).
 */
export function signedMediaPath(
  key: Buffer,
  grant: StreamGrant,
  file: MediaFileRef,
  now: Date,
  notAfter?: Date | null,
): string {
  const ends = Math.min(now.getTime() + STREAM_LINK_LIFETIME_MS, notAfter?.getTime() ?? Infinity);
  const exp = Math.floor(ends / 1000);
  const base =
    file.kind === 'video'
      ? `/media/videos/${grant.hostedVideoId}/video`
      : `/media/videos/${grant.hostedVideoId}/subtitles/${file.language}.vtt`;
  const query = new URLSearchParams({
    user: String(grant.userId),
    session: String(grant.sessionId),
    item: grant.item,
    variant: grant.variant,
    exp: String(exp),
    sig: signature(key, grant, file, exp),
  });
  return `${base}?${query}`;
}

/**
 * The grant of a link to this file of this hosted video when its signature is right and it has not expired at
 * `now`; undefined otherwise. Whether its session is still live is the caller's question.
 */
export function verifyMediaFile(
  key: Buffer,
  hostedVideoId: number,
  file: MediaFileRef,
  query: SignedQuery,
  now: Date,
): StreamGrant | undefined {
  const { user, session, item, variant, exp, sig } = query;
  if (!user || !ID.test(user) || !session || !ID.test(session)) return undefined;
  if (!item || !ITEM.test(item) || !variant || !VARIANT.test(variant)) return undefined;
  if (!exp || !/^\d{1,12}$/.test(exp) || !sig) return undefined;
  if (Number(exp) * 1000 <= now.getTime()) return undefined;
  const grant: StreamGrant = {
    userId: Number(user),
    sessionId: Number(session),
    item,
    variant,
    hostedVideoId,
  };
  // Compared as text: decoding would accept several spellings of one signature.
  const expected = Buffer.from(signature(key, grant, file, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? grant : undefined;
}
