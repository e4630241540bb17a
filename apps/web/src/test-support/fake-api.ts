import { vi } from 'vitest';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Call {
  url: string;
  method: string;
  /** Parsed JSON, the FormData of a multipart form, or null. */
  body: unknown;
}

/** A fixed answer, or one made from the call (e.g. echoing the body), possibly later (a slow server). */
export type Responder = Answer | ((call: Call) => Answer | Promise<Answer>);

/** The whole network as one function, for tests whose server keeps state; undefined answers 404. */
export type Network = (call: Call) => Answer | undefined | Promise<Answer | undefined>;

const NOT_FOUND: Answer = { status: 404, body: { statusCode: 404, message: 'Not found' } };

const requestHeaders = new WeakMap<Call, Headers>();

/** The headers a recorded call was sent with (e.g. its Accept-Language). */
export function headersOf(call: Call): Headers {
  return requestHeaders.get(call) ?? new Headers();
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body === null || body === undefined) return null;
  if (body instanceof FormData) return body;
  try {
    return JSON.parse(String(body));
  } catch {
    return String(body);
  }
}

function lookup(table: Record<string, Responder>, call: Call): Answer | Promise<Answer> | undefined {
  const path = call.url.split('?')[0];
  const responder =
    table[`${call.method} ${call.url}`] ??
    table[`${call.method} ${path}`] ??
    (call.method === 'GET' ? (table[call.url] ?? table[path!]) : undefined);
  return typeof responder === 'function' ? responder(call) : responder;
}

/**
 * The network as the API answers it, for web tests: one answer per "METHOD /path?query" (GET may be left
 * out: "/path" means "GET /path"; an answer without the query answers every query of that path), or one
 * function for the whole network; every call is recorded in order; anything else answers 404.
 * `quiet` answers are given but not recorded (e.g. the configuration every page reads).
 */
export function fakeApi(
  answers: Record<string, Responder> | Network,
  quiet: Record<string, Responder> = {},
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const call: Call = { url, method, body: bodyOf(init?.body) };
      requestHeaders.set(call, new Headers(init?.headers));
      const silent = lookup(quiet, call);
      if (!silent) calls.push(call);
      const answer =
        (await (silent ?? (typeof answers === 'function' ? answers(call) : lookup(answers, call)))) ??
        NOT_FOUND;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The calls that change something (all but GET). */
export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

export interface Upload {
  method: string;
  url: string;
  body: FormData;
  headers: Record<string, string>;
}

/**
 * Uploads with a progress bar go through XMLHttpRequest: this one reports half the bytes sent, then
 * answers `answer` (or fails as a lost connection when it is 'network'); a promise of an answer holds the
 * upload at half way until it settles. Returns what was sent.
 */
export function fakeUpload(answer: Answer | 'network' | Promise<Answer>): Upload[] {
  const sent: Upload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body, headers: this.headers });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      if (answer === 'network') {
        setTimeout(() => this.onerror?.(), 0);
        return;
      }
      void Promise.resolve(answer).then((settled) => {
        this.status = settled.status;
        this.responseText = JSON.stringify(settled.body);
        setTimeout(() => this.onload?.(), 0);
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
