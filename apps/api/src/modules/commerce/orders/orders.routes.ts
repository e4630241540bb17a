import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import { ZOrder } from '@scena/shared/commerce/orders';
import { ZAdminPaymentDetail } from '@scena/shared/commerce/payments-admin';
import { ZProductPurchase, ZPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { zIdParam } from '../../../lib/route-params';
import { ZPaymentLink } from '@scena/shared/commerce/unfinished-payment';
import { continuePayment } from './continue-payment';
import { dropPayment } from './drop-payment';
import { purchaseProduct } from './purchase';
import { getOrder, listUserOrders } from './read-orders';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
  429: ZApiError,
  503: ZApiError,
};
const security = [{ session: [] }];
export const ZProductParams = z.object({ productId: zIdParam() });
/** The two families of order paths: event orders under /api/payments, video orders under /api/videopayments. */
export const ORDER_ROUTE_KINDS: ReadonlyArray<{ prefix: string; type: TProductType; tag: string }> = [
  { prefix: '/payments', type: 'event', tag: 'event orders' },
  { prefix: '/videopayments', type: 'video', tag: 'video orders' },
];
export const ZExtOrderParams = z.object({ extOrderId: z.string().min(1).max(64) });

/**
 * Orders of events (/api/payments) and videos (/api/videopayments), visitor-side.md §7: buying, the order-status
 * page's read, the account's lists, and going back to or dropping an unfinished payment (issue 19). The paths of
 * both kinds answer any order by its number, for the buyer.
 */
export function ordersRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { prefix, type, tag } of ORDER_ROUTE_KINDS) {
      app.get(
        `${prefix}/user`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary: `The caller's ${type} orders, newest first`,
            security,
            response: { 200: z.array(ZOrder), ...errors },
          },
        },
        async (request) => listUserOrders(deps, sessionOf(request).user, type, request.lang),
      );

      app.get(
        `${prefix}/:extOrderId`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary: 'One order by its number for its buyer; an administrator gets its detail (others: 404)',
            security,
            params: ZExtOrderParams,
            response: { 200: z.union([ZAdminPaymentDetail, ZOrder]), ...errors },
          },
        },
        async (request) => getOrder(deps, sessionOf(request).user, request.params.extOrderId, request.lang),
      );

      app.post(
        `${prefix}/:extOrderId/continue`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary:
              "The caller's own unfinished order (of any kind): PayU's payment page again, while PayU takes the payment",
            security,
            params: ZExtOrderParams,
            response: { 200: ZPaymentLink, ...errors },
          },
        },
        async (request) => continuePayment(deps, sessionOf(request).user, request.params.extOrderId),
      );

      app.post(
        `${prefix}/:extOrderId/drop`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary:
              "Drop the caller's own unfinished order (of any kind): cancelled at PayU first, its ticket free at once",
            security,
            params: ZExtOrderParams,
            response: { 200: ZOrder, ...errors },
          },
        },
        async (request) =>
          dropPayment(deps, sessionOf(request).user, request.params.extOrderId, request.lang),
      );

      app.post(
        `${prefix}/:productId`,
        {
          onRequest: guards.requireUser,
          schema: {
            tags: [tag],
            summary: `Buy a ${type}: a reservation and PayU's payment page, or access at once for a zero price`,
            security,
            params: ZProductParams,
            body: ZProductPurchase,
            response: { 201: ZPurchaseAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const answer = await purchaseProduct(deps, {
            user: sessionOf(request).user,
            type,
            productId: request.params.productId,
            body: request.body,
            ip: request.ip,
            country: deps.geo.countryOf(request.ip),
            language: request.lang,
          });
          return reply.code(201).send(answer);
        },
      );
    }
  };
}
