import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZBan, ZBanCreate, ZOk } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { ZIdParams } from '../../lib/route-params';
import { createBan } from './create-ban';
import { deleteBan } from './delete-ban';
import { listBans } from './list-bans';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const security = [{ session: [] }];

/** Bans (admin): GET/POST/DELETE /api/bans. */
export function bansRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bans',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['bans'],
          summary: 'Every ban, newest first (admin)',
          security,
          response: { 200: z.array(ZBan), ...errors },
        },
      },
      async () => listBans(deps),
    );

    app.post(
      '/bans',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['bans'],
          summary: 'Block a user until a Warsaw date and time, or forever; ends their sessions (admin)',
          security,
          body: ZBanCreate,
          response: { 201: ZBan, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createBan(deps, sessionOf(request).user.id, request.body)),
    );

    app.delete(
      '/bans/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['bans'],
          summary: 'Lift a ban (admin)',
          security,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteBan(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
