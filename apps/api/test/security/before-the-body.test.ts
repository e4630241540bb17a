import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { createSeededApp, makeFixtures, type Fixtures } from './principals';
import { ROUTE_CASES } from './route-cases';

/**
 * Issue 18, hole 2: who may call a route is decided before a byte of its body is read. For every route of the
 * server's route table that takes a body and a session, an anonymous request announces a body as large as the
 * route accepts and sends none of it: the answer (401) must come anyway, and the server must close the
 * connection rather than wait for, or later read, the bytes. On f45969d PUT /api/appconfig parsed a 36 MB
 * anonymous body before its guard ran, and no answer came without the body.
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
  closedByServer: boolean;
}

/** Sends only the head of a request announcing `length` bytes of body; answers what came back. */
function headOnly(method: string, path: string, length: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${path}: no answer without the body`));
    }, NO_ANSWER_AFTER_MS);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve({ statusLine: received.split('\r\n')[0] ?? '', closedByServer: true });
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
  it('answers 401 and closes the connection without reading the body, on every guarded route', async () => {
    const guarded = t.app.routeTable().filter((route) => {
      const routeCase = ROUTE_CASES[`${route.method} ${route.url}`];
      return BODY_METHODS.has(route.method) && routeCase && routeCase.access.kind !== 'public';
    });
    const sessionGuarded = guarded.filter(
      (route) => ROUTE_CASES[`${route.method} ${route.url}`]!.access.kind !== 'credential',
    );
    expect(sessionGuarded.length).toBeGreaterThan(60);
    const answers: Record<string, Answer> = {};
    for (const route of sessionGuarded) {
      const { url } = ROUTE_CASES[`${route.method} ${route.url}`]!.request(fx);
      const limit = route.bodyLimit ?? FASTIFY_DEFAULT_BODY_LIMIT;
      answers[`${route.method} ${route.url}`] = await headOnly(route.method, url, limit);
    }
    for (const [key, answer] of Object.entries(answers)) {
      expect({ key, ...answer }).toEqual({
        key,
        statusLine: 'HTTP/1.1 401 Unauthorized',
        closedByServer: true,
      });
    }
  });
});
