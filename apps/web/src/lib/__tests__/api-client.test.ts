import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TSession } from '@scena/shared/users/schemas';
import { fakeApi, fakeUpload, headersOf, type Call } from '@/test-support/fake-api';
import { api, apiUpload, ApiError, setForcedSignOutHandler, type SignOutReason } from '../api-client';
import { i18n } from '../i18n';
import { sessionStore } from '../session-store';

const SESSION = {
  token: 't',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 7, email: 'admin@example.com', firstname: 'A', lastname: 'B', role_id: 1, role: 'admin' },
} as unknown as TSession;

const REFUSED = { statusCode: 403, message: 'Brak uprawnień' };

/** The headers of a recorded call that matter here. */
function headersOfCall(call: Call | undefined) {
  const headers = headersOf(call!);
  return Object.fromEntries(
    ['Accept', 'Accept-Language', 'Content-Type', 'x-auth-token'].map((name) => [name, headers.get(name)]),
  );
}

function form() {
  const data = new FormData();
  data.append('title', 'Hamlet');
  return data;
}

let signOuts: SignOutReason[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('pl');
  sessionStore.signIn(SESSION);
  signOuts = [];
  setForcedSignOutHandler((reason) => signOuts.push(reason));
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api() with a FormData body', () => {
  test('sends the form as it is, with the usual headers but no JSON Content-Type', async () => {
    const calls = fakeApi({ 'POST /api/videos/': { status: 201, body: { id: 3 } } });
    const body = form();
    await expect(api('/api/videos/', { method: 'POST', body })).resolves.toEqual({ id: 3 });
    expect(calls).toEqual([{ url: '/api/videos/', method: 'POST', body }]);
    expect(headersOfCall(calls[0])).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'pl',
      'Content-Type': null,
      'x-auth-token': 't',
    });
  });

  test('a refusal is the same ApiError and the same forced sign-out as a JSON call', async () => {
    fakeApi({ 'PUT /api/videos/3': { status: 403, body: REFUSED } });
    const error = await api('/api/videos/3', { method: 'PUT', body: form() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('Brak uprawnień');
    expect(signOuts).toEqual(['sessionEnd']);
    expect(sessionStore.get()).toBeNull();
  });
});

describe('api() in a chosen language', () => {
  test('the call asks for its own language, whatever the interface speaks', async () => {
    const calls = fakeApi({ '/api/pages/o-nas': { status: 200, body: { slug: 'o-nas' } } });
    await api('/api/pages/o-nas', { language: 'en' });
    expect(headersOfCall(calls[0])['Accept-Language']).toBe('en');
    expect(i18n.language).toBe('pl');
  });

  test('without it, the interface language', async () => {
    const calls = fakeApi({ '/api/pages/o-nas': { status: 200, body: { slug: 'o-nas' } } });
    await i18n.changeLanguage('en');
    await api('/api/pages/o-nas');
    expect(headersOfCall(calls[0])['Accept-Language']).toBe('en');
  });
});

describe('apiUpload()', () => {
  test('sends the form with the usual headers and reports the progress', async () => {
    const sent = fakeUpload({ status: 201, body: { id: 9 } });
    const progress: number[] = [];
    const body = form();
    const answer = await apiUpload('/api/galleries/2/images', body, {
      method: 'POST',
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer).toEqual({ id: 9 });
    expect(progress).toEqual([50]);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/galleries/2/images',
        body,
        headers: { Accept: 'application/json', 'Accept-Language': 'pl', 'x-auth-token': 't' },
      },
    ]);
  });

  test('a refusal is an ApiError with the body and signs a refused session out', async () => {
    fakeUpload({
      status: 401,
      body: { statusCode: 401, message: 'Sesja wygasła', code: 'SESSION_REPLACED' },
    });
    const error = await apiUpload('/api/slides/', form(), { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('SESSION_REPLACED');
    expect(signOuts).toEqual(['anotherUser']);
  });

  test('a 422 keeps its formError and the session', async () => {
    fakeUpload({
      status: 422,
      body: { statusCode: 422, message: 'x', formError: { image: 'image.v.type' } },
    });
    const error = await apiUpload('/api/slides/', form(), { method: 'PUT' }).catch((e: unknown) => e);
    expect((error as ApiError).formError).toEqual({ image: 'image.v.type' });
    expect(signOuts).toEqual([]);
    expect(sessionStore.get()).not.toBeNull();
  });

  test('a lost connection is the network ApiError', async () => {
    fakeUpload('network');
    const error = await apiUpload('/api/slides/', form(), { method: 'POST' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(i18n.t('app.network'));
  });

  test('an expired session signs out before anything is sent', async () => {
    // A second after its end, on a clock of the test's.
    vi.useFakeTimers({ now: new Date('2026-11-20T17:00:01.000Z'), toFake: ['Date'] });
    sessionStore.signIn({ ...SESSION, expiresAt: '2026-11-20T17:00:00.000Z' });
    const sent = fakeUpload({ status: 201, body: {} });
    const error = await apiUpload('/api/slides/', form(), { method: 'POST' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(sent).toEqual([]);
    expect(signOuts).toEqual(['sessionEnd']);
  });
});
