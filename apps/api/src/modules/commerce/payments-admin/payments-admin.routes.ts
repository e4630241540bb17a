import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import {
  ZAdminPayment,
  ZAdminPaymentDetail,
  ZFreeAccess,
  ZPaymentEdit,
  ZPaymentList,
  ZPaymentListQuery,
  ZProductPayments,
  ZRefundRequest,
} from '@scena/shared/commerce/payments-admin';
import type { TOrderKind } from '@scena/shared/commerce/orders';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ORDER_ROUTE_KINDS, ZExtOrderParams, ZProductParams } from '../orders/orders.routes';
import { cancelPayment } from './cancel-payment';
import { editPayment } from './edit-payment';
import { grantFreeAccess } from './grant-access';
import { listPayments, listProductPayments } from './read-payments';
import { requestRefund } from '../refunds/request-refund';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  422: ZApiError,
  503: ZApiError,
};
const security = [{ session: [] }];

/** The back-office's order lists, one per kind of order. */
const LIST_ROUTE_KINDS: ReadonlyArray<{ prefix: string; kind: TOrderKind; tag: string }> = [
  ...ORDER_ROUTE_KINDS.map(({ prefix, type, tag }) => ({ prefix, kind: type, tag })),
  { prefix: '/gifts', kind: 'gift', tag: 'gift orders' },
  { prefix: '/groupTickets', kind: 'group_ticket', tag: 'group-ticket orders' },
];

/**
 * The payments back-office (admin-commerce-people.md §2, §7): event orders under /api/payments and video orders
 * under /api/videopayments — the lists, a product's orders, granting access, and managing one order by its
 * number (edit, cancel, refund), which either path answers for an order of any kind, as the buyer's read does.
 */
export function paymentsAdminRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { prefix, kind, tag } of LIST_ROUTE_KINDS) {
      app.get(
        `${prefix}/`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: `The ${tag} made on a range of Warsaw days, by status, event and video (admin)`,
            security,
            querystring: ZPaymentListQuery,
            response: { 200: ZPaymentList, ...errors },
          },
        },
        async (request) => listPayments(deps, kind, request.query, request.lang),
      );
    }

    for (const { prefix, type, tag } of ORDER_ROUTE_KINDS) {
      app.get(
        `${prefix}/${type}/:productId`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: `Every order of one ${type}, and its views (admin)`,
            security,
            params: ZProductParams,
            response: { 200: ZProductPayments, ...errors },
          },
        },
        async (request) => listProductPayments(deps, type, request.params.productId, request.lang),
      );

      app.post(
        `${prefix}/free/:productId`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: `Grant a user the ${type} by e-mail, worth its price if priceIncluded (admin)`,
            security,
            params: ZProductParams,
            body: ZFreeAccess,
            response: { 201: ZAdminPayment, ...errors },
          },
        },
        async (request, reply) => {
          const payment = await grantFreeAccess(
            deps,
            sessionOf(request).user.id,
            type,
            request.params.productId,
            request.body,
            request.lang,
          );
          return reply.code(201).send(payment);
        },
      );

      app.put(
        `${prefix}/:extOrderId`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: 'Set the status, country and end of access of an order (admin)',
            security,
            params: ZExtOrderParams,
            body: ZPaymentEdit,
            response: { 200: ZAdminPaymentDetail, ...errors },
          },
        },
        async (request) =>
          editPayment(
            deps,
            sessionOf(request).user.id,
            request.params.extOrderId,
            request.body,
            request.lang,
          ),
      );

      app.delete(
        `${prefix}/:extOrderId`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: 'Cancel an unfinished order, at PayU first; the order is kept, CANCELED (admin)',
            security,
            params: ZExtOrderParams,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          await cancelPayment(deps, sessionOf(request).user.id, request.params.extOrderId);
          return reply.code(204).send(null);
        },
      );

      app.post(
        `${prefix}/:extOrderId/refunds`,
        {
          onRequest: guards.requireAdmin,
          schema: {
            tags: [tag],
            summary: 'Refund a paid order through PayU, in part or what is left (admin)',
            security,
            params: ZExtOrderParams,
            body: ZRefundRequest,
            response: { 201: ZAdminPaymentDetail, ...errors },
          },
        },
        async (request, reply) => {
          const detail = await requestRefund(
            deps,
            sessionOf(request).user.id,
            request.params.extOrderId,
            request.body,
            request.lang,
          );
          return reply.code(201).send(detail);
        },
      );
    }
  };
}
