import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The upload links of the local host: `PUBLIC_URL/media/uploads/<uploadId>?token=<exp>.<sig>`, where sig is an
 * HMAC-SHA256 of the upload id and the expiry. The server hands a link only to an administrator (when it makes
 * the upload); the tus routes answer HEAD and PATCH only with a valid, unexpired token for that very upload, so a
 * link is the only way in and cannot be turned into another upload's.
 */
export const UPLOAD_LINK_PATH = '/media/uploads';
export const UPLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** `<hostedVideoId>-<24 hex>`: the hosted video it fills, and 96 random bits. */
export const UPLOAD_ID_PATTERN = /^(\d{1,9})-[0-9a-f]{24}$/;
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function tokenSignature(key: Buffer, uploadId: string, exp: number): string {
  // "tus-upload" first: the stream links (signing.ts) start with a numeric id, so neither can pass for the other.
  return createHmac('sha256', key).update(`tus-upload\n${uploadId}\n${exp}`).digest('base64url');
}

/** A token valid until `now + ttlMs` (rounded down to the second). */
export function signUploadToken(
  key: Buffer,
  uploadId: string,
  now: Date,
  ttlMs = UPLOAD_LINK_TTL_MS,
): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${exp}.${tokenSignature(key, uploadId, exp)}`;
}

/** True when `token` was signed for this upload and has not expired at `now`. */
export function verifyUploadToken(key: Buffer, uploadId: string, token: unknown, now: Date): boolean {
  if (typeof token !== 'string') return false;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(tokenSignature(key, uploadId, exp));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The upload id a link names, or undefined when the link is not one of ours. */
export function uploadIdOfLink(uploadLink: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(uploadLink, 'http://local.invalid').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${UPLOAD_LINK_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const id = pathname.slice(prefix.length);
  return UPLOAD_ID_PATTERN.test(id) ? id : undefined;
}
