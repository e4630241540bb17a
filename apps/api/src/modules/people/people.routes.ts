import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@scena/shared';
import { ZAdminUserDetail } from '@scena/shared/users/user-list';
import type { AppDeps } from '../../deps';
import type { Guards } from '../../plugins/auth';
import { ZIdParams } from '../../lib/route-params';
import { getUserDetail } from './get-user-detail';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const security = [{ session: [] }];

/**
 * The back-office's page of one person: the account with what the other modules hold of it (orders, bans), so
 * the users module itself imports neither commerce nor bans.
 */
export function peopleRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['users'],
          summary:
            "The user's page: the account, its event, video, gift and group-ticket orders, its bans (admin)",
          security,
          params: ZIdParams,
          response: { 200: ZAdminUserDetail, ...errors },
        },
      },
      async (request) => getUserDetail(deps, request.params.id, request.lang),
    );
  };
}
