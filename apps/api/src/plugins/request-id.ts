import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (it goes into every log line of the request). */
const USABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: each request's id, in every log line of it (`requestId`), its error answers and the
 * X-Request-ID header. A balancer listed in TRUSTED_PROXIES passes its own id on, so one id follows a request
 * through its logs and ours; from anyone else the header is ignored, or clients could pick ids of log lines.
 */
export function requestIdGenerator(trustedProxies: string[]) {
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : undefined;
  return (raw: IncomingMessage): string => {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    const fromTrustedProxy = trusted !== undefined && trusted(raw.socket.remoteAddress ?? '', 0);
    return fromTrustedProxy && typeof incoming === 'string' && USABLE_ID.test(incoming)
      ? incoming
      : randomUUID();
  };
}

/** Every answer names its request's id, so a report of a failure can be found in the logs. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
