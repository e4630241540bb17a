import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import {
  ZActivateCode,
  ZActivationAnswer,
  ZAdminCode,
  ZCodeForm,
  ZCodesQuery,
  ZUserCode,
} from '@scena/shared/commerce/codes';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { zIdParam, ZIdParams } from '../../../lib/route-params';
import { accessibleUser } from '../../users';
import { activateCode } from './activate-code';
import { createCodes } from './create-codes';
import { removeCode } from './delete-code';
import { getAdminCode, listAdminCodes } from './read-codes';
import { editCode } from './update-code';
import { deleteUserCode, listUserCodes } from './user-codes';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  422: ZApiError,
  429: ZApiError,
};
const security = [{ session: [] }];

/** Discount codes: the administrator's /api/codes and a user's activated codes, /api/users/{id}/codes. */
export function codesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/codes',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['codes'],
          summary: 'Codes by the filters of the codes screen; a missing filter takes its default (admin)',
          security,
          querystring: ZCodesQuery,
          response: { 200: z.array(ZAdminCode), ...errors },
        },
      },
      async (request) => listAdminCodes(deps, request.query),
    );

    app.get(
      '/codes/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['codes'],
          summary: 'One code with who activated and used it (admin)',
          security,
          params: ZIdParams,
          response: { 200: ZAdminCode, ...errors },
        },
      },
      async (request) => getAdminCode(deps, request.params.id),
    );

    // The spec names POST /api/codes/ (admin-commerce-people.md §7); the web app calls it without the slash.
    for (const url of ['/codes', '/codes/']) {
      app.post(
        url,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['codes'],
            summary: 'One multi-use coupon, or `number` one-time codes with the prefix (admin)',
            security,
            hide: url.endsWith('/'),
            body: ZCodeForm,
            response: { 201: z.array(ZAdminCode), ...errors },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await createCodes(deps, sessionOf(request).user.id, request.body)),
      );
    }

    app.put(
      '/codes/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['codes'],
          summary: 'Edit a code (admin)',
          security,
          params: ZIdParams,
          body: ZCodeForm,
          response: { 200: ZAdminCode, ...errors },
        },
      },
      async (request) => editCode(deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/codes/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['codes'],
          summary: 'Delete a code no order used (admin)',
          security,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await removeCode(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/users/:id/codes',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['codes'],
          summary: "The account's activated codes (own, or anyone's for an administrator)",
          security,
          params: ZIdParams,
          response: { 200: z.array(ZUserCode), ...errors },
        },
      },
      async (request) => {
        const user = await accessibleUser(deps.db, sessionOf(request).user, request.params.id);
        return listUserCodes(deps, user.id);
      },
    );

    app.post(
      '/users/:id/codes',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['codes'],
          summary: 'Activate a code for the account (20 wrong codes in 15 minutes: 429)',
          security,
          params: ZIdParams,
          body: ZActivateCode,
          response: { 200: ZActivationAnswer, 201: ZActivationAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const actor = sessionOf(request).user;
        const user = await accessibleUser(deps.db, actor, request.params.id);
        const { created, answer } = await activateCode(deps, actor, user.id, request.body.code, request.ip);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );

    app.delete(
      '/users/:id/codes/:codeId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['codes'],
          summary: 'Remove an unused activated code',
          security,
          params: ZIdParams.extend({ codeId: zIdParam() }),
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        const actor = sessionOf(request).user;
        const user = await accessibleUser(deps.db, actor, request.params.id);
        await deleteUserCode(deps, actor, user.id, request.params.codeId);
        return { ok: true as const };
      },
    );
  };
}
