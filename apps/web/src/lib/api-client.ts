import { ERROR_CODE } from '@scena/shared/http/error-codes';
import type { TApiError } from '@scena/shared/http/errors';
import type { Language } from '@scena/shared/i18n/messages';
import { sessionStore, type StoredSession } from './session-store';
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

let onMaintenance: () => void = () => {};

/** The site layout registers what a 503 MAINTENANCE does (the maintenance page; issue 19, item 21). */
export function setMaintenanceHandler(handler: () => void) {
  onMaintenance = handler;
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

interface CallOptions {
  /** The language of this one answer, whatever the interface's language (e.g. editing a page's English copy). */
  language?: Language;
  /** Calls that are part of signing in must not trigger the forced sign-out of a stale session. */
  skipSessionHandling?: boolean;
}

interface RequestOptions extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** A JSON value, or a FormData sent as multipart (the browser sets its Content-Type and boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface UploadOptions extends CallOptions {
  method: 'POST' | 'PUT';
  /** Whole percent of the bytes sent so far. */
  onProgress?: (percent: number) => void;
}

/** What every call does before it leaves: the expired-session check and the common headers. */
function prepare(options: CallOptions): { session: StoredSession | null; headers: Record<string, string> } {
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
    'Accept-Language': options.language ?? (i18n.language || 'pl'),
  };
  if (session) headers['x-auth-token'] = session.token;
  return { session, headers };
}

function networkError(): ApiError {
  return new ApiError(0, { statusCode: 0, message: i18n.t('app.network') });
}

/** What every call does with the answer: its JSON, or the ApiError (and the forced sign-out) of a refusal. */
function settle<T>(status: number, text: string, session: StoredSession | null, options: CallOptions): T {
  const data: unknown = text ? safeJson(text) : null;
  if (status >= 200 && status < 300) return data as T;

  const body: TApiError =
    data && typeof data === 'object' && 'statusCode' in data
      ? (data as TApiError)
      : { statusCode: status, message: i18n.t('app.internal') };
  const error = new ApiError(status, body);
  if (session && !options.skipSessionHandling && [400, 401, 403].includes(status)) {
    forceSignOut(reasonFor(error));
  }
  // The server keeps maintenance: a visitor's write or playback refused by it means the curtain is down.
  if (status === 503 && error.code === ERROR_CODE.maintenance) onMaintenance();
  throw error;
}

/**
 * The one way the web app calls the API: sends Accept-Language and x-auth-token, detects an expired session
 * before the call, and signs the user out on 401/403/400 while signed in (visitor-side.md §8).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { session, headers } = prepare(options);
  const { body } = options;
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: multipart || body === undefined ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw networkError();
  }
  return settle<T>(response.status, await response.text(), session, options);
}

/**
 * `api()` for a multipart upload whose progress the page shows, which fetch cannot report: the same headers,
 * errors and forced sign-out, over XMLHttpRequest.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  const { session, headers } = prepare(options);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, path);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      try {
        resolve(settle<T>(request.status, request.responseText, session, options));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
