import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Guards } from '../../plugins/auth';
import { codesRoutes } from './codes/codes.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { ordersForOthersRoutes } from './orders-for-others/orders-for-others.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsAdminRoutes } from './payments-admin/payments-admin.routes';
import { payuNotificationRoutes } from './payu/payu-notifications.routes';
import { commerceSettingsRoutes } from './settings/commerce-settings.routes';
import { statisticsRoutes } from './statistics/statistics.routes';

/** Commerce's one front door: every route of orders, payments, codes, invoices and PayU's notifications. */
export function commerceRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsync {
  return async (app) => {
    await app.register(ordersRoutes(deps, guards));
    await app.register(ordersForOthersRoutes(deps, guards));
    await app.register(paymentsAdminRoutes(deps, guards));
    await app.register(codesRoutes(deps, guards));
    await app.register(commerceSettingsRoutes(deps, guards));
    await app.register(invoicesRoutes(deps, guards));
    await app.register(statisticsRoutes(deps, guards));
    await app.register(payuNotificationRoutes(deps));
  };
}
