import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { createSeededApp, makeFixtures, type Fixtures } from './principals';
import { PUBLIC_FORM_BODY_LIMIT } from '../../src/plugins/json-body';
import { ROUTE_CASES } from './route-cases';

/**
 * Issue 18, hole 2: who may call a route is decided before a byte of its body is read. For every route of the
 * server's route table that takes a body and a session, an anonymous request announces a body as large as the
 * route accepts and sends none of it: the answer (401) must come anyway. Within the limit the connection stays
 * open (Node drops the body unparsed if it comes); one byte past it, the answer closes the connection, so no
 * body of any size is read. On f45969d PUT /api/appconfig parsed a 36 MB anonymous body before its guard ran,
 * and no answer came without the body.
 */

const FASTIFY_DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A bound on waiting for an answer that needs no body: a liveness check, not a measurement. */
const NO_ANSWER_AFTER_MS = 10_000;

let t: TestApp;
let fx: Fixtures;
let close: () => Promise<void>;
let port: number;
beforeAll(async () => {
  ({ t, close } = await createSeededApp({ listen: true }));
  fx = await makeFixtures(t);
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => close());

interface Answer {
  statusLine: string;
  /** The server ended the connection after its answer (else it stays open for the next request). */
  closed: boolean;
}

/**
 * Sends only the head of a request announcing `length` bytes of body, and never the body; answers what came
 * back once the whole answer has arrived, and whether the server then closed the connection.
 */
function headOnly(method: string, path: string, length: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${path}: ${answer ? 'not closed after' : 'no'} answer without the body`));
    }, NO_ANSWER_AFTER_MS);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statusLine: answer ?? '', closed });
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0 || answer) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const bodyLength = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < headEnd + 4 + bodyLength) return;
      answer = head.split('\r\n')[0];
      // A server that closes says so in the answer, then ends the connection ('end' below).
      if (!/connection: *close/i.test(head)) finish(false);
    });
    socket.on('end', () => {
      if (answer) finish(true);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\nAccept-Language: pl\r\n\r\n`,
    );
  });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('a caller who may not use a route costs no body', () => {
  it('answers 401 without reading the body, on every guarded route; past its limit it also closes', async () => {
    const guarded = t.app.routeTable().filter((route) => {
      const routeCase = ROUTE_CASES[`${route.method} ${route.url}`];
      return BODY_METHODS.has(route.method) && routeCase && routeCase.access.kind !== 'public';
    });
    const sessionGuarded = guarded.filter(
      (route) => ROUTE_CASES[`${route.method} ${route.url}`]!.access.kind !== 'credential',
    );
    expect(sessionGuarded.length).toBeGreaterThan(60);
    const answers: Record<string, { atLimit: Answer; pastLimit: Answer }> = {};
    for (const route of sessionGuarded) {
      const { url } = ROUTE_CASES[`${route.method} ${route.url}`]!.request(fx);
      const limit = route.bodyLimit ?? FASTIFY_DEFAULT_BODY_LIMIT;
      answers[`${route.method} ${route.url}`] = {
        atLimit: await headOnly(route.method, url, limit),
        pastLimit: await headOnly(route.method, url, limit + 1),
      };
    }
    const refused = { statusLine: 'HTTP/1.1 401 Unauthorized' };
    for (const [key, { atLimit, pastLimit }] of Object.entries(answers)) {
      // Within the limit the body is left for Node to drop unparsed, on a connection that stays usable; past
      // it, or of no stated size, the answer closes the connection and none of the body is read.
      expect({ key, ...atLimit }).toEqual({ key, ...refused, closed: false });
      expect({ key, ...pastLimit }).toEqual({ key, ...refused, closed: true });
    }
  });

  it('keeps what anyone may send small: every public form takes at most 16 KB, and more is a 413', async () => {
    const publicForms = t.app.routeTable().filter((route) => {
      const routeCase = ROUTE_CASES[`${route.method} ${route.url}`];
      return BODY_METHODS.has(route.method) && routeCase?.access.kind === 'public' && !routeCase.devOnly;
    });
    expect(publicForms.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/auth');
    for (const route of publicForms) {
      expect({ route: route.url, limit: route.bodyLimit }).toEqual({
        route: route.url,
        limit: PUBLIC_FORM_BODY_LIMIT,
      });
    }
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'a@example.com', firstname: 'x'.repeat(PUBLIC_FORM_BODY_LIMIT) },
    });
    expect(tooLarge.statusCode).toBe(413);
  });
});
