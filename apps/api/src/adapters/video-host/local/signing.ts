import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { localMediaRoot } from './files';

/**
 * Signed stream links of the local video host. The playback call hands a link only to the entitled
 * (product-decisions §16–18); the bytes route checks the signature instead of a session header, so the browser's
 * <video> and <track> elements can fetch them directly (ranges, no custom headers). A link names a stream grant
 * (the stream_grants row of one viewer's session watching one product in one variant) and one file of one hosted
 * video; the signature covers all three, so none can be swapped. Whether the grant still runs and its session is
 * live is the database's answer (stream-grants.repository.ts): the grant's expiry moves with each renewal, so the
 * link itself carries none and stays the same while the viewer watches.
 */
export const SIGNING_KEY_FILE = '.signing-key';

/** The file a link opens: the video, or the subtitles of one language. */
export type MediaFileRef = { kind: 'video' } | { kind: 'subtitles'; language: string };

/** The query of a signed link, as the bytes route reads it (either part may be missing or malformed). */
export interface SignedQuery {
  /** The stream grant's id. */
  g?: string;
  /** base64url HMAC-SHA256. */
  sig?: string;
}

/** 128 random bits in base64url: a stream grant's id (stream_grants.id). */
export const STREAM_GRANT_ID = /^[A-Za-z0-9_-]{22}$/;

export function newStreamGrantId(): string {
  return randomBytes(16).toString('base64url');
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

function signature(key: Buffer, grantId: string, hostedVideoId: number, file: MediaFileRef): string {
  const what = file.kind === 'video' ? 'video' : `subtitles/${file.language}`;
  return createHmac('sha256', key)
    .update(['stream', grantId, hostedVideoId, what].join('\n'))
    .digest('base64url');
}

/** The site-relative address of a file of a hosted video under a stream grant, with its signature. */
export function signedMediaPath(
  key: Buffer,
  grantId: string,
  hostedVideoId: number,
  file: MediaFileRef,
): string {
  const base =
    file.kind === 'video'
      ? `/media/videos/${hostedVideoId}/video`
      : `/media/videos/${hostedVideoId}/subtitles/${file.language}.vtt`;
  const query = new URLSearchParams({ g: grantId, sig: signature(key, grantId, hostedVideoId, file) });
  return `${base}?${query}`;
}

/**
 * The stream grant a link to this file of this hosted video names when its signature is right; undefined
 * otherwise. Whether the grant still runs is the caller's question.
 */
export function verifyMediaFile(
  key: Buffer,
  hostedVideoId: number,
  file: MediaFileRef,
  query: SignedQuery,
): string | undefined {
  const { g, sig } = query;
  if (!g || !STREAM_GRANT_ID.test(g) || !sig) return undefined;
  // Compared as text: decoding would accept several spellings of one signature.
  const expected = Buffer.from(signature(key, g, hostedVideoId, file));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? g : undefined;
}
