import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@scena/shared';
import {
  ZIncomePerDay,
  ZOrdersPerDay,
  ZOrdersPerVideo,
  ZPaymentSumm,
  ZProductStatisticsList,
  ZStatisticsRange,
  ZViewersNow,
  ZViewsPerVideo,
} from '@scena/shared/commerce/statistics';
import type { AppDeps } from '../../../deps';
import type { Guards } from '../../../plugins/auth';
import { readIncomePerDay } from './income-per-day';
import { readOrdersPerDay } from './orders-per-day';
import { readOrdersPerVideo } from './orders-per-video';
import { readPaymentSumm } from './payment-summ';
import { listProductStatistics } from './product-statistics';
import { readViewersNow } from './viewers-now';
import { readViewsPerVideo } from './views-per-video';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };
const security = [{ session: [] }];
const tags = ['statistics'];

/** The statistics screen's calls (admin-commerce-people.md §7, §9), administrators only. Nothing here writes. */
export function statisticsRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { onRequest: guards.requireAdmin };

    app.get(
      '/statistics/orders',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Orders placed on each Warsaw day of a range, the last 7 days by default (admin)',
          security,
          querystring: ZStatisticsRange,
          response: { 200: ZOrdersPerDay, ...errors },
        },
      },
      async (request) => readOrdersPerDay(deps, request.query),
    );

    app.get(
      '/statistics/income',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Income (zł, the revenue rule) of the orders placed on each Warsaw day of a range (admin)',
          security,
          querystring: ZStatisticsRange,
          response: { 200: ZIncomePerDay, ...errors },
        },
      },
      async (request) => readIncomePerDay(deps, request.query),
    );

    app.get(
      '/statistics/paymentsumm',
      {
        ...admin,
        schema: {
          tags,
          summary:
            'Summaries of the orders for events, videos and any product of a range, the current month by default (admin)',
          security,
          querystring: ZStatisticsRange,
          response: { 200: ZPaymentSumm, ...errors },
        },
      },
      async (request) => readPaymentSumm(deps, request.query),
    );

    app.get(
      '/statistics/ordersPerVideo',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Completed rentals per video, most first (admin)',
          security,
          response: { 200: ZOrdersPerVideo, ...errors },
        },
      },
      async () => readOrdersPerVideo(deps),
    );

    app.get(
      '/statistics/viewsPerVideo',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Views per video and their average per day since the video was added (admin)',
          security,
          response: { 200: ZViewsPerVideo, ...errors },
        },
      },
      async () => readViewsPerVideo(deps),
    );

    app.get(
      '/statistics/viewersNow',
      {
        ...admin,
        schema: {
          tags,
          summary:
            'Viewers watching now: those (administrators aside) whose player called the playback call within the last window_minutes; told before maintenance is switched on (admin)',
          security,
          response: { 200: ZViewersNow, ...errors },
        },
      },
      async () => readViewersNow(deps),
    );

    for (const type of ['event', 'video'] as const) {
      app.get(
        `/statistics/${type}s`,
        {
          ...admin,
          schema: {
            tags,
            summary: `Every ${type} with the summary of all its orders, its viewers and views (admin)`,
            security,
            response: { 200: ZProductStatisticsList, ...errors },
          },
        },
        async () => listProductStatistics(deps, type),
      );
    }
  };
}
