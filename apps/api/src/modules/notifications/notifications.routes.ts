import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@scena/shared';
import { ZNewContentNotification, ZNewContentQueued } from '@scena/shared/settings/notifications';
import type { AppDeps } from '../../deps';
import { sessionOf, type Guards } from '../../plugins/auth';
import { sendNewContent } from './send-newcontent';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };

/** Notifications sent by an administrator: POST /api/notifications/newcontent. */
export function notificationsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/notifications/newcontent',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['notifications'],
          summary:
            'Mail "new content on the platform" to every active user (allUsers) or to mailing subscribers (admin)',
          security: [{ session: [] }],
          body: ZNewContentNotification,
          response: { 200: ZNewContentQueued, ...errors },
        },
      },
      async (request) => sendNewContent(deps, sessionOf(request).user.id, request.body),
    );
  };
}
