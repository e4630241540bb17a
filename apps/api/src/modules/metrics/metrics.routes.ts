import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { AppMetrics } from './app-metrics';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(bare) === 4 ? bare.startsWith('127.') : bare === '::1';
}

/**
 * Who may read /metrics (docs/operations.md "Monitoring"): with METRICS_TOKEN set, whoever sends it as a bearer
 * token; without it, only a direct connection from this machine. The direct peer is the socket's, not the
 * client address taken from X-Forwarded-For, and a forwarded request never qualifies: a proxy on this machine
 * must not make the figures public.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return (
      given !== undefined &&
      timingSafeEqual(Buffer.from(hashToken(given), 'hex'), Buffer.from(hashToken(token), 'hex'))
    );
  }
  return (
    isLoopback(request.socket.remoteAddress) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/** Times every answer under its route's pattern, and serves GET /metrics in the Prometheus text format. */
export function metricsRoutes(deps: Pick<AppDeps, 'env'>, metrics: AppMetrics) {
  return fp(async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Refused as if absent: the address tells nobody that there is something to guess.
      if (!mayReadMetrics(request, deps.env.METRICS_TOKEN)) throw notFound();
      return reply
        .header('Cache-Control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.scrape());
    });
  });
}
