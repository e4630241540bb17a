import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Content-Security-Policy of every answer. Scripts come only from us, plus the tag manager and the ad pixel,
 * which load only after the visitor consents (product-decisions §33). antd writes inline styles, hence
 * 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: [
    "'self'",
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://www.facebook.com',
    // The back-office uploads a video's bytes straight to Vimeo's tus upload_link (files.tus.vimeo.com,
    // us-files.tus.vimeo.com, ...). The Vimeo player's SDK needs none: it talks to the iframe by postMessage.
    'https://*.tus.vimeo.com',
  ],
  frameSrc: ["'self'", 'https://player.vimeo.com', 'https://vimeo.com', 'https://www.youtube.com'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
};

/**
 * helmet's headers, computed once: they do not depend on the request, so every answer gets the same object
 * instead of running helmet per request (GET /external_api/config is benchmarked against a bare route).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, response, () => {});
  headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
