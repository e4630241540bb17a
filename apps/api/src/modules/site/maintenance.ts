import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE, MAINTENANCE_RETRY_AFTER_SECONDS, isAdmin } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { PAYU_STANDIN_PREFIX } from '../commerce';
import { VIMEO_STANDIN_PREFIX } from '../../adapters/video-host/vimeo/vimeo-settings';
import { resolveSession } from '../auth';
import { getCachedAppConfig } from '../settings';
import { AUTH_HEADER } from '../../plugins/auth';

/**
 * Writes that stay open to everyone while maintenance is on (docs/decisions.md, issue 19): how staff get in and
 * out, PayU's word on a payment made before, and the bytes of an administrator's upload (authorized by the
 * upload's own token, not a session).
 */
const OPEN_WRITES = new Set([
  'POST /api/auth',
  'POST /api/auth/admin',
  'POST /api/auth/logout',
  'POST /api/payu/notifications',
  'PATCH /media/uploads/:uploadId',
]);

/** The stand-ins of PayU and Vimeo and the dev mailbox are outside services in production, not the platform. */
const OUTSIDE_PREFIXES = [PAYU_STANDIN_PREFIX, VIMEO_STANDIN_PREFIX, '/dev/mailbox'];

/** Reads that are refused like writes: the playback call hands out the stream. */
const REFUSED_READS = new Set(['GET /api/playback/:kind/:slugOrId']);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route (its method and Fastify path) is closed to visitors while maintenance is on. */
export function closedDuringMaintenance(method: string, url: string): boolean {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (REFUSED_READS.has(key)) return true;
  if (READ_METHODS.has(method) || OPEN_WRITES.has(key)) return false;
  return !OUTSIDE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export function maintenanceRefusal(): AppError {
  return new AppError(503, 'error.maintenance', {
    code: ERROR_CODE.maintenance,
    retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS,
  });
}

/**
 * Staff: an administrator's session through the mailed link. A guarded route has resolved it already; a public
 * one (sign-up, a password reset) looks at the token it was sent, and a bad one is simply not staff.
 */
async function isStaff(deps: Pick<AppDeps, 'db' | 'clock'>, request: FastifyRequest): Promise<boolean> {
  let session = request.session;
  const token = request.headers[AUTH_HEADER];
  if (!session && typeof token === 'string') {
    session = await resolveSession(deps, token).catch(() => null);
  }
  return Boolean(session && session.adminLink && isAdmin({ role_id: session.user.roleId }));
}

/**
 * Maintenance kept by the server (issue 19, item 21): while the `maintenance` setting is on, a visitor's write
 * and the playback call answer 503 MAINTENANCE with Retry-After, and the web app shows its maintenance page.
 * It runs at preParsing, after the route's own guard (onRequest) has put the session on the request and before
 * a byte of the body is read, so a refused request costs no parsing and changes nothing.
 */
export function maintenancePlugin(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>) {
  return fp(async (app: FastifyInstance) => {
    app.addHook('preParsing', async (request) => {
      const url = request.routeOptions.url;
      if (!url || !closedDuringMaintenance(request.method, url)) return;
      if (!(await getCachedAppConfig(deps)).maintenance) return;
      if (await isStaff(deps, request)) return;
      throw maintenanceRefusal();
    });
  });
}
