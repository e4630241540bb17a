import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  readSignatureHeader,
  signatureHeaderFor,
  verifyNotificationSignature,
} from '../../src/adapters/payments/payu/signature';

const VECTOR_BODY = '{"order":{"orderId":"LDLW5N7MF4140324GUEST000P01","status":"COMPLETED"}}';
const VECTOR_KEY = '13a980d4f851f3d9a1cfc792fb1f5e50';
const VECTOR_MD5 = 'c01e64bd80cee09ef8578a2cc3d9778e';

describe('the OpenPayu-Signature of notifications', () => {
  it("verifies the protocol sheet's MD5 test vector, and makes the same signature", () => {
    const header = `sender=checkout;signature=${VECTOR_MD5};algorithm=MD5;content=DOCUMENT`;
    expect(verifyNotificationSignature(Buffer.from(VECTOR_BODY), header, VECTOR_KEY)).toBe(true);
    expect(signatureHeaderFor(VECTOR_BODY, VECTOR_KEY, 'MD5')).toBe(header);
  });

  it('verifies SHA-256, with spaces and in any case of the header name', () => {
    const header = signatureHeaderFor(VECTOR_BODY, VECTOR_KEY, 'SHA-256');
    expect(verifyNotificationSignature(VECTOR_BODY, header.replace(/;/g, '; '), VECTOR_KEY)).toBe(true);
    expect(readSignatureHeader({ 'x-openpayu-signature': header })).toBe(header);
    expect(readSignatureHeader({ 'OpenPayu-Signature': header })).toBe(header);
    expect(readSignatureHeader({ 'content-type': 'application/json' })).toBeUndefined();
    expect(parseSignatureHeader(header)).toMatchObject({ sender: 'checkout', algorithm: 'SHA-256' });
  });

  it.each([
    [
      'a tampered body',
      VECTOR_BODY.replace('COMPLETED', 'CANCELED'),
      `signature=${VECTOR_MD5};algorithm=MD5`,
    ],
    ['a wrong key', VECTOR_BODY, signatureHeaderFor(VECTOR_BODY, 'another-key', 'MD5')],
    ['no header', VECTOR_BODY, undefined],
    ['no signature', VECTOR_BODY, 'sender=checkout;algorithm=MD5'],
    ['an unknown algorithm', VECTOR_BODY, `signature=${VECTOR_MD5};algorithm=CRC32`],
    ['a non-hex signature', VECTOR_BODY, 'signature=zz01e64bd80cee09ef8578a2cc3d9778;algorithm=MD5'],
    ['an odd length', VECTOR_BODY, `signature=${VECTOR_MD5.slice(1)};algorithm=MD5`],
    ['a shorter signature', VECTOR_BODY, `signature=${VECTOR_MD5.slice(2)};algorithm=MD5`],
  ])('refuses %s', (_name, body, header) => {
    expect(verifyNotificationSignature(body, header, VECTOR_KEY)).toBe(false);
  });
});
