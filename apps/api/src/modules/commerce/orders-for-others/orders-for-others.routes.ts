import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import { ZGiftPurchase, ZGroupTicketPurchase } from '@scena/shared/commerce/gifts-and-groups';
import { ZOrderWithCodes } from '@scena/shared/commerce/orders';
import { ZPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { purchaseGift } from './purchase-gift';
import { purchaseGroupTicket } from './purchase-group-ticket';
import { ZExtOrderParams } from '../orders/orders.routes';
import type { BuyerRequest } from '../orders/purchase';
import { getOrderWithCodes, listUserOrdersWithCodes } from '../orders/read-orders-with-codes';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  422: ZApiError,
  429: ZApiError,
  503: ZApiError,
};
const security = [{ session: [] }];

const KINDS = [
  { prefix: '/gifts', kind: 'gift', tag: 'gift orders' },
  { prefix: '/groupTickets', kind: 'group_ticket', tag: 'group-ticket orders' },
] as const;

function buyerOf(
  deps: AppDeps,
  request: FastifyRequest,
  invoice: BuyerRequest['invoice'] | undefined,
): BuyerRequest {
  return {
    user: sessionOf(request).user,
    invoice: invoice ?? null,
    ip: request.ip,
    country: deps.geo.countryOf(request.ip),
    language: request.lang,
  };
}

/**
 * Gifts (/api/gifts) and group tickets (/api/groupTickets), bought for others (visitor-side.md §7): buying, and
 * the buyer's reads of the orders with the codes they made.
 */
export function ordersForOthersRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { prefix, kind, tag } of KINDS) {
      app.get(
        `${prefix}/user`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary: `The caller's ${tag} with the codes they made, newest first`,
            security,
            response: { 200: z.array(ZOrderWithCodes), ...errors },
          },
        },
        async (request) => listUserOrdersWithCodes(deps, sessionOf(request).user, kind, request.lang),
      );

      app.get(
        `${prefix}/:extOrderId`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary:
              'One order by its number with its codes, for its buyer or an administrator (others: 404)',
            security,
            params: ZExtOrderParams,
            response: { 200: ZOrderWithCodes, ...errors },
          },
        },
        async (request) =>
          getOrderWithCodes(deps, sessionOf(request).user, kind, request.params.extOrderId, request.lang),
      );
    }

    app.post(
      '/gifts/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['gift orders'],
          summary: 'Buy a gift of a product (event-12, video-7) or for any product (any)',
          security,
          body: ZGiftPurchase,
          response: { 201: ZPurchaseAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await purchaseGift(deps, buyerOf(deps, request, request.body.invoice), request.body);
        return reply.code(201).send(answer);
      },
    );

    app.post(
      '/groupTickets/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['group-ticket orders'],
          summary: 'Buy a group ticket: productSlug event-{id}-{quantity} or video-{id}-{quantity}',
          security,
          body: ZGroupTicketPurchase,
          response: { 201: ZPurchaseAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await purchaseGroupTicket(
          deps,
          buyerOf(deps, request, request.body.invoice),
          request.body,
        );
        return reply.code(201).send(answer);
      },
    );
  };
}
