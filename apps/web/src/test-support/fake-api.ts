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

/** A fixed answer, or one made from the call (e.g. echoing the body). */
export type Responder = Answer | ((call: Call) => Answer);

const NOT_FOUND: Answer = { status: 404, body: { statusCode: 404, message: 'Not found' } };

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body === null || body === undefined) return null;
  if (body instanceof FormData) return body;
  try {
    return JSON.parse(String(body));
  } catch {
    return String(body);
  }
}

/**
 * The network as the API answers it, for web tests: one answer per "METHOD /path?query" (GET may be left
 * out: "/path" means "GET /path"); every call is recorded in order; anything else answers 404.
 * `quiet` answers are given but not recorded (e.g. the configuration every page reads).
 */
export function fakeApi(answers: Record<string, Responder>, quiet: Record<string, Responder> = {}): Call[] {
  const calls: Call[] = [];
  const find = (table: Record<string, Responder>, method: string, url: string) =>
    table[`${method} ${url}`] ?? (method === 'GET' ? table[url] : undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const call: Call = { url, method, body: bodyOf(init?.body) };
      const silent = find(quiet, method, url);
      if (!silent) calls.push(call);
      const responder = silent ?? find(answers, method, url) ?? NOT_FOUND;
      const answer = typeof responder === 'function' ? responder(call) : responder;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/**
 * Uploads with a progress bar go through XMLHttpRequest: this one reports half the bytes sent, then
 * answers `answer`. Returns what was sent.
 */
export function fakeUpload(answer: Answer) {
  const sent: Array<{ method: string; url: string; body: FormData }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
