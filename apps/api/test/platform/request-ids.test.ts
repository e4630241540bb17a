import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  behindProxy = await createTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

describe('request ids', () => {
  it('are on every answer, and in every error body', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nie-ma' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().requestId).toMatch(UUID);
    expect(invalid.json().requestId).toBe(invalid.headers['x-request-id']);
    expect(invalid.json().requestId).not.toBe(missing.json().requestId);
  });

  it("take a trusted proxy's X-Request-ID, and ignore anyone else's", async () => {
    const send = (app: TestApp, remoteAddress: string, id: string) =>
      app.app.inject({ method: 'GET', url: '/api/nie-ma', remoteAddress, headers: { 'x-request-id': id } });
    const fromProxy = await send(behindProxy, '10.1.2.3', 'lb-7f3a.42');
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(fromProxy.json().requestId).toBe('lb-7f3a.42');
    expect((await send(behindProxy, '203.0.113.5', 'forged-1')).headers['x-request-id']).toMatch(UUID);
    expect((await send(t, '127.0.0.1', 'forged-2')).headers['x-request-id']).toMatch(UUID);
    // Even a trusted proxy's id must be fit for a log line.
    expect((await send(behindProxy, '10.1.2.3', 'a b\n"c"')).headers['x-request-id']).toMatch(UUID);
    expect((await send(behindProxy, '10.1.2.3', 'x'.repeat(129))).headers['x-request-id']).toMatch(UUID);
  });
});
