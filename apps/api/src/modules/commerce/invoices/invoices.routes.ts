import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@scena/shared';
import {
  ZAdminInvoice,
  ZInvoiceEdit,
  ZInvoiceList,
  ZInvoiceListQuery,
} from '@scena/shared/commerce/invoices-admin';
import type { AppDeps } from '../../../deps';
import { sessionOf, type Guards } from '../../../plugins/auth';
import { ZIdParams } from '../../../lib/route-params';
import { listInvoices } from './list-invoices';
import { markInvoiceSent } from './mark-invoice-sent';
import { withdrawInvoice } from './withdraw-invoice';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  422: ZApiError,
};
const security = [{ session: [] }];
const tags = ['invoices'];

/**
 * The invoices back-office (admin-commerce-people.md §2 "Invoices", §7): the invoice requests collected with
 * purchases, marked sent or not sent by hand, or withdrawn. Invoices themselves are issued outside the product.
 * An invoice's {id} in the paths is its order's id: the request lives on the order.
 */
export function invoicesRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoices',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags,
          summary: 'Every invoice request, newest first; only the sent or unsent ones with `sent` (admin)',
          security,
          querystring: ZInvoiceListQuery,
          response: { 200: ZInvoiceList, ...errors },
        },
      },
      async (request) => listInvoices(deps, request.query),
    );

    app.put(
      '/invoices/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags,
          summary: 'Mark the invoice of an order sent or not sent (admin)',
          security,
          params: ZIdParams,
          body: ZInvoiceEdit,
          response: { 200: ZAdminInvoice, ...errors },
        },
      },
      async (request) => markInvoiceSent(deps, sessionOf(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/invoices/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags,
          summary: 'Withdraw the invoice request of an order; the order itself stays (admin)',
          security,
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await withdrawInvoice(deps, sessionOf(request).user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
