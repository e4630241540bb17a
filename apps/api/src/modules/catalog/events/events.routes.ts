import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZOk } from '@scena/shared';
import { ZAdminEvent, ZEvent, ZEventForm, ZEventsQuery, type TEvent } from '@scena/shared/catalog/events';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { translationRoutes } from '../translations/translations.routes';
import { eventTranslationKind } from './event-translations';
import { createEvent } from './events-create';
import { deleteEvent } from './events-delete';
import { callerOf, getEvent, listEventsFor, readPublicEventsJson } from './events-read';
import { updateEvent } from './events-update';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const ZSlugOrIdParams = z.object({ slugOrId: z.string().min(1).max(40) });
const admin = [{ session: [] }];
/** An administrator's answer first: a visitor's answer lacks its fields and falls to the visitor's schema. */
const ZEventAnswer = z.union([ZAdminEvent, ZEvent]);

/**
 * Events and their translations (admin-content.md §7, visitor-side.md §7): /api/events… and the public
 * /external_api/events and /external_api/event/{slugOrId}. Registered without a prefix.
 */
export function eventsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/events',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            "Public: current and future published events (or those of date_from–date_to), in the request's language; a signed-in caller also gets access, paymentStatus and countryBlocked; an administrator gets every event with its edit fields",
          security: [{ session: [] }, {}],
          querystring: ZEventsQuery,
          response: { 200: z.union([z.array(ZAdminEvent), z.array(ZEvent)]), 422: ZApiError },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request.session?.user, deps.geo.countryOf(request.ip));
        if (caller.kind !== 'anonymous') return listEventsFor(deps, caller, request.query, request.lang);
        const json = await readPublicEventsJson(deps, request.lang, request.query);
        return reply.type(JSON_TYPE).send(json as unknown as TEvent[]);
      },
    );

    app.get(
      '/external_api/events',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Public: the anonymous list of GET /api/events (published, not dashboard_hidden), cached',
          querystring: ZEventsQuery,
          response: { 200: z.array(ZEvent), 422: ZApiError },
        },
      },
      async (request, reply) => {
        const json = await readPublicEventsJson(deps, request.lang, request.query);
        return reply.type(JSON_TYPE).send(json as unknown as TEvent[]);
      },
    );

    app.get(
      '/api/events/:slugOrId',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['catalog'],
          summary:
            'Public: one published event by slug or id (dashboard_hidden ones too); unpublished ones for administrators only',
          security: [{ session: [] }, {}],
          params: ZSlugOrIdParams,
          response: { 200: ZEventAnswer, ...errors },
        },
      },
      async (request) =>
        getEvent(
          deps,
          callerOf(request.session?.user, deps.geo.countryOf(request.ip)),
          request.params.slugOrId,
          request.lang,
        ),
    );

    app.get(
      '/external_api/event/:slugOrId',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Public: one published event by slug or id, as an anonymous visitor sees it',
          params: ZSlugOrIdParams,
          response: { 200: ZEvent, ...errors },
        },
      },
      async (request) => getEvent(deps, { kind: 'anonymous' }, request.params.slugOrId, request.lang),
    );

    for (const path of ['/api/events', '/api/events/']) {
      app.post(
        path,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: ['catalog'],
            summary: 'Create an event (admin)',
            security: admin,
            body: ZEventForm,
            response: { 201: ZAdminEvent, ...errors },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await createEvent(deps, sessionOf(request).user.id, request.body)),
      );
    }

    app.put(
      '/api/events/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Edit an event (admin)',
          security: admin,
          params: ZIdParams,
          body: ZEventForm,
          response: { 200: ZAdminEvent, ...errors },
        },
      },
      async (request) => updateEvent(deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/api/events/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['catalog'],
          summary: 'Delete an event with its translations; refused while it has orders (admin)',
          security: admin,
          params: ZIdParams,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deleteEvent(deps, sessionOf(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );

    await app.register(translationRoutes(deps, guards, eventTranslationKind), { prefix: '/api' });
  };
}
