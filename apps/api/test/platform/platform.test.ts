import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform around the routes', () => {
  it('answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/health', '/api/nothing-here', '/external_api/config']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['content-security-policy']).toMatch(
        /(?:^|;)connect-src [^;]*https:\/\/\*\.tus\.vimeo\.com(?:[ ;]|$)/,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth',
      '/api/users',
      '/api/users/{id}',
      '/api/appconfig',
      '/api/pages/{slug}',
      '/api/bans',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('treats an empty JSON body as no body, so a bodiless authenticated POST is not a 400', async () => {
    const token = await sessionOf(t.app, 'standard');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('shows the dev mailbox to this machine only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(200);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('answers input the database cannot store with 422, not 500', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'a\u0000@x.pl', password: 'x' },
    });
    expect(nul.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/%00' })).statusCode).toBeLessThan(500);
  });

  it('refuses prototype-poisoning JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.pl","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
