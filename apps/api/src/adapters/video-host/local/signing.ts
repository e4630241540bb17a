import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { localMediaRoot } from './files';

/**
 * Signed stream links of the local video host. The playback call hands a link only to the entitled
 * (product-decisions §16–18); the bytes route checks the signature instead of a session, so the browser's
 * <video> and <track> elements can fetch them directly (ranges, no custom headers). A link names one file of
 * one hosted video and expires after 6 hours; the signature covers all three, so none can be swapped.
 */
export const SIGNED_LINK_TTL_MS = 6 * 60 * 60 * 1000;
export const SIGNING_KEY_FILE = '.signing-key';

/** The file a link opens: the video, or the subtitles of one language. */
export type MediaFileRef = { kind: 'video' } | { kind: 'subtitles'; language: string };

export interface SignedParams {
  /** Expiry in Unix seconds. */
  exp: number;
  /** base64url HMAC-SHA256. */
  sig: string;
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

function signature(key: Buffer, id: number, file: MediaFileRef, exp: number): Buffer {
  const what = file.kind === 'video' ? 'video' : `subtitles/${file.language}`;
  return createHmac('sha256', key).update(`${id}\n${what}\n${exp}`).digest();
}

/** Expires after SIGNED_LINK_TTL_MS, or at `notAfter` when that comes sooner (the end of the viewer's access). */
export function signMediaFile(
  key: Buffer,
  id: number,
  file: MediaFileRef,
  now: Date,
  notAfter?: Date | null,
): SignedParams {
  const ends = Math.min(now.getTime() + SIGNED_LINK_TTL_MS, notAfter?.getTime() ?? Infinity);
  const exp = Math.floor(ends / 1000);
  return { exp, sig: signature(key, id, file, exp).toString('base64url') };
}

/** True when the signature is this file's and the link has not expired at `now`. */
export function verifyMediaFile(
  key: Buffer,
  id: number,
  file: MediaFileRef,
  params: { exp?: string; sig?: string },
  now: Date,
): boolean {
  if (!params.exp || !/^\d{1,12}$/.test(params.exp) || !params.sig) return false;
  const exp = Number(params.exp);
  if (exp * 1000 <= now.getTime()) return false;
  // Compared as text: decoding would accept several spellings of one signature.
  const expected = Buffer.from(signature(key, id, file, exp).toString('base64url'));
  const given = Buffer.from(params.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site-relative address of a file, with its signature. */
export function signedMediaPath(
  key: Buffer,
  id: number,
  file: MediaFileRef,
  now: Date,
  notAfter?: Date | null,
): string {
  const { exp, sig } = signMediaFile(key, id, file, now, notAfter);
  const base =
    file.kind === 'video'
      ? `/media/videos/${id}/video`
      : `/media/videos/${id}/subtitles/${file.language}.vtt`;
  return `${base}?exp=${exp}&sig=${sig}`;
}
