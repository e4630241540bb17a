import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One method of one route as the server registered it. */
export interface RouteEntry {
  method: HTTPMethods;
  /** Fastify's path, with `:param` placeholders. */
  url: string;
  /** The route's own body limit, when it sets one (else the server's default). */
  bodyLimit?: number;
  /** The route's zod schemas of its input, as declared. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * The server's own list of its routes, filled as they are registered (call it before any route is added). The
 * tests that prove who may call what, and that no input breaks anything, are generated from it, so a new route
 * cannot escape them. A HEAD beside a GET of the same path is left out: Fastify adds it, and it runs the GET's
 * hooks and handler.
 */
export function collectRouteTable(app: FastifyInstance): () => RouteEntry[] {
  const entries: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { body, querystring, params } = (route.schema ?? {}) as NonNullable<RouteEntry['schema']>;
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        bodyLimit: route.bodyLimit,
        schema: { body, querystring, params },
      });
    }
  });
  return () => {
    const gets = new Set(entries.filter((entry) => entry.method === 'GET').map((entry) => entry.url));
    return entries.filter((entry) => !(entry.method === 'HEAD' && gets.has(entry.url)));
  };
}
