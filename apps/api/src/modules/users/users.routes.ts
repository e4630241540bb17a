import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAcceptTos, ZAdminUser, ZApiError, ZEditUser, ZOk, ZTosVersion, ZUser } from '@scena/shared';
import { ZUserList, ZUserListQuery } from '@scena/shared/users/user-list';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { ZIdParams } from '../../lib/route-params';
import { acceptTos } from './accept-tos';
import { deleteUser } from './delete-user';
import { editUser } from './edit-user';
import { getTosAcceptance } from './get-tos-acceptance';
import { listUsers } from './list-users';
import { rejectTos } from './reject-tos';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const security = [{ session: [] }];

/** Self-service and admin user routes: the admin's list, PUT/DELETE /api/users/{id}, terms. */
export function usersRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['users'],
          summary:
            'Users whose name or e-mail contain every word of `search` (case and diacritics ignored), a page at a time, sorted; deleted accounts are left out (admin)',
          security,
          querystring: ZUserListQuery,
          response: { 200: ZUserList, ...errors },
        },
      },
      async (request) => listUsers(deps, request.query),
    );

    app.put(
      '/users/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: "Edit the account (own, or anyone's for an administrator; e-mail and role: admin only)",
          security,
          params: ZIdParams,
          body: ZEditUser,
          // The administrator's answer also carries last_ip; the first schema that fits is the one sent.
          response: { 200: z.union([ZAdminUser, ZUser]), ...errors },
        },
      },
      async (request) => editUser(deps, sessionOf(request), request.params.id, request.body),
    );

    app.delete(
      '/users/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Delete the account: sessions revoked, personal data erased, orders kept',
          security,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteUser(deps, sessionOf(request).user, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/users/:id/accept-tos',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Has the account accepted the current terms?',
          security,
          params: ZIdParams,
          response: { 200: ZAcceptTos, ...errors },
        },
      },
      async (request) => ({
        accept_tos: await getTosAcceptance(deps, sessionOf(request).user, request.params.id),
      }),
    );

    app.post(
      '/users/:id/accept-tos',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Accept the current terms (own account only)',
          security,
          params: ZIdParams,
          response: { 200: ZAcceptTos, ...errors },
        },
      },
      async (request) => {
        await acceptTos(deps, sessionOf(request).user, request.params.id);
        return { accept_tos: true };
      },
    );

    app.post(
      '/users/reject-tos',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['users'],
          summary: 'Publish a new terms version: everyone must accept again (admin)',
          security,
          response: { 200: ZTosVersion, ...errors },
        },
      },
      async (request) => ({ tos_version: await rejectTos(deps, sessionOf(request).user.id) }),
    );
  };
}
