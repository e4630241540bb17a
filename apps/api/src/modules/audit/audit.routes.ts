import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import { ZAuditActor, ZAuditPage, ZAuditQuery } from '@scena/shared/audit/audit-log';
import type { AppDeps } from '../../deps';
import type { Guards } from '../../plugins/auth';
import { listAudit, listAuditActorOptions } from './list-audit';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };
const security = [{ session: [] }];

/** The audit log (admin): who changed what, when, before and after. */
export function auditRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['audit'],
          summary:
            'Staff changes newest first, by person (a user id or "system"), kind and Warsaw days, a page of 20, 50 or 100 with the total (admin)',
          security,
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage, ...errors },
        },
      },
      async (request) => listAudit(deps, request.query),
    );

    app.get(
      '/audit/actors',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['audit'],
          summary: 'Everyone who has written audit rows: the person filter of the audit log (admin)',
          security,
          response: { 200: z.array(ZAuditActor), ...errors },
        },
      },
      async () => listAuditActorOptions(deps),
    );
  };
}
