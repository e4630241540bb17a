import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZMailing, ZUnsubscribeQuery } from '@scena/shared';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { zIdParam } from '../../lib/route-params';
import { getMailing } from './get-mailing';
import { subscribeMailing } from './subscribe-mailing';
import { unsubscribeByToken } from './unsubscribe-by-token';
import { unsubscribeMailing } from './unsubscribe-mailing';

const ZUserIdParams = z.object({ userId: zIdParam() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const security = [{ session: [] }];

/** Mailing subscription: GET/POST/DELETE /api/mailing/{userId} and the unsubscribe link. */
export function mailingRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mailing/unsubscribe',
      {
        schema: {
          tags: ['mailing'],
          summary: 'Unsubscribe with the token from a mailing e-mail (no sign-in)',
          querystring: ZUnsubscribeQuery,
          response: { 200: ZMailing, ...errors },
        },
      },
      async (request) => {
        await unsubscribeByToken(deps, request.query.token);
        return { mailing: false };
      },
    );

    app.get(
      '/mailing/:userId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['mailing'],
          summary: "Is the account subscribed? (own, or anyone's for an administrator)",
          security,
          params: ZUserIdParams,
          response: { 200: ZMailing, ...errors },
        },
      },
      async (request) => ({
        mailing: await getMailing(deps, sessionOf(request).user, request.params.userId),
      }),
    );

    app.post(
      '/mailing/:userId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['mailing'],
          summary: 'Subscribe (records the consent; 16 or older only)',
          security,
          params: ZUserIdParams,
          response: { 200: ZMailing, ...errors },
        },
      },
      async (request) => {
        await subscribeMailing(deps, sessionOf(request).user, request.params.userId);
        return { mailing: true };
      },
    );

    app.delete(
      '/mailing/:userId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['mailing'],
          summary: 'Unsubscribe',
          security,
          params: ZUserIdParams,
          response: { 200: ZMailing, ...errors },
        },
      },
      async (request) => {
        await unsubscribeMailing(deps, sessionOf(request).user, request.params.userId);
        return { mailing: false };
      },
    );
  };
}
