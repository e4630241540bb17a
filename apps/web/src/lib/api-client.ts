import { ERROR_CODE } from '@scena/shared/http/error-codes';
import type { TApiError } from '@scena/shared/http/errors';
import { sessionStore } from './session-store';
import { i18n } from './i18n';

/** A refused call: the status and the API's error body (visitor-side.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TApiError,
  ) {
    super(body.message);
  }
  get formError(): Record<string, string> {
    return this.body.formError ?? {};
  }
  get code(): string | undefined {
    return this.body.code;
  }
}

export type SignOutReason = 'sessionEnd' | 'anotherUser' | 'userBlocked' | 'signedOut';

let onForcedSignOut: (reason: SignOutReason) => void = () => {};

/** The router registers where a forced sign-out goes (/logowanie with its banner flag). */
export function setForcedSignOutHandler(handler: (reason: SignOutReason) => void) {
  onForcedSignOut = handler;
}

let forcedSignOutPending = false;

/**
 * Signs out because the server said so (visitor-side.md §8) and goes to /logowanie with the reason's banner.
 * Until that navigation lands, the pages' guards must not send the user to sign-in with `redirect=` instead.
 */
export function forceSignOut(reason: SignOutReason) {
  forcedSignOutPending = true;
  sessionStore.clear();
  onForcedSignOut(reason);
}

export function isForcedSignOutPending(): boolean {
  return forcedSignOutPending;
}

/** Called once the forced sign-out's page is shown. */
export function forcedSignOutLanded() {
  forcedSignOutPending = false;
}

function reasonFor(error: ApiError): SignOutReason {
  if (error.code === ERROR_CODE.sessionReplaced) return 'anotherUser';
  if (error.code === ERROR_CODE.userBlocked) return 'userBlocked';
  return 'sessionEnd';
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  /** Calls that are part of signing in must not trigger the forced sign-out of a stale session. */
  skipSessionHandling?: boolean;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: sends Accept-Language and x-auth-token, detects an expired session
 * before the call, and signs the user out on 401/403/400 while signed in (visitor-side.md §8).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = sessionStore.get();
  if (session && !options.skipSessionHandling && sessionStore.isExpired()) {
    forceSignOut('sessionEnd');
    throw new ApiError(401, {
      statusCode: 401,
      message: i18n.t('app.sessionExpired'),
      code: ERROR_CODE.sessionExpired,
    });
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'pl',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers['x-auth-token'] = session.token;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, { statusCode: 0, message: i18n.t('app.network') });
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (response.ok) return data as T;

  const body: TApiError =
    data && typeof data === 'object' && 'statusCode' in data
      ? (data as TApiError)
      : { statusCode: response.status, message: i18n.t('app.internal') };
  const error = new ApiError(response.status, body);
  if (session && !options.skipSessionHandling && [400, 401, 403].includes(response.status)) {
    forceSignOut(reasonFor(error));
  }
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
