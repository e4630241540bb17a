import { createHash, timingSafeEqual } from 'node:crypto';

/** PayU's algorithm names → Node's hash names (payu-and-vimeo-protocols.md, Notifications). */
const ALGORITHMS: Record<string, string> = {
  MD5: 'md5',
  SHA: 'sha256',
  'SHA-256': 'sha256',
  SHA256: 'sha256',
  'SHA-1': 'sha1',
  SHA1: 'sha1',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

/** `sender=checkout;signature=…;algorithm=MD5;content=DOCUMENT` → its parts (names lower-cased). */
export function parseSignatureHeader(value: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of (value ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    parts[part.slice(0, index).trim().toLowerCase()] = part.slice(index + 1).trim();
  }
  return parts;
}

function digest(rawBody: Buffer | string, secondKey: string, algorithm: string): Buffer {
  return createHash(algorithm)
    .update(Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody, 'utf8'))
    .update(secondKey, 'utf8')
    .digest();
}

/**
 * Whether PayU signed these exact bytes: hex(HASH(rawBody + secondKey)) equals the header's signature, compared
 * in constant time. A missing or garbled header, an unknown algorithm or a non-hex signature is false.
 */
export function verifyNotificationSignature(
  rawBody: Buffer | string,
  headerValue: string | undefined,
  secondKey: string,
): boolean {
  const { signature, algorithm } = parseSignatureHeader(headerValue);
  const hash = ALGORITHMS[(algorithm ?? '').toUpperCase()];
  if (!hash || !signature || !/^[0-9a-fA-F]+$/.test(signature) || signature.length % 2 !== 0) return false;
  const expected = digest(rawBody, secondKey, hash);
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header PayU would send with these bytes (the stand-in signs with it; tests forge with it). */
export function signatureHeaderFor(
  rawBody: Buffer | string,
  secondKey: string,
  algorithm: 'MD5' | 'SHA-256' = 'SHA-256',
): string {
  const hex = digest(rawBody, secondKey, ALGORITHMS[algorithm]!).toString('hex');
  return `sender=checkout;signature=${hex};algorithm=${algorithm};content=DOCUMENT`;
}

/** The signature header of a request, under either of its names, whatever the case. */
export function readSignatureHeader(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'openpayu-signature' || lower === 'x-openpayu-signature') {
      return Array.isArray(value) ? value[0] : value;
    }
  }
  return undefined;
}
