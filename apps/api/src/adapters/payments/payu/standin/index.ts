import { randomBytes, randomInt } from 'node:crypto';
// The routes' `hide` flag (kept out of the API docs) is @fastify/swagger's addition to the schema type.
import type {} from '@fastify/swagger';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TPayuOrderStatus } from '@scena/shared/commerce/order-status';
import type { Clock } from '../../../../lib/clock';
import { signatureHeaderFor } from '../signature';
import { finishedPage, paymentPage, type StandinLanguage } from './standin-page';
import { PAYU_STANDIN_CREDENTIALS } from './credentials';

export { PAYU_STANDIN_CREDENTIALS };

/** PayU's notification retry schedule (payu-and-vimeo-protocols.md), after the first try. */
const PAYU_RETRY_DELAYS_MS = [
  1, 2, 5, 10, 30, 60, 120, 180, 360, 540, 720, 900, 1080, 1260, 1440, 2160, 2880, 3600, 4320,
].map((minutes) => minutes * 60_000);

export interface PayuStandinOptions {
  credentials: { posId: string; clientId: string; clientSecret: string; secondKey: string };
  clock: Clock;
  /** The stand-in's own absolute address, e.g. http://localhost:3000/payu-standin (for redirectUri). */
  publicBaseUrl: string;
  retryDelaysMs?: number[];
  log?: FastifyBaseLogger;
  fetch?: typeof fetch;
}

interface StandinOrder {
  orderId: string;
  extOrderId: string | null;
  createdAt: Date;
  validUntil: Date;
  request: Record<string, unknown> & {
    notifyUrl?: string;
    continueUrl?: string;
    description: string;
    customerIp: string;
    buyer?: { language?: string };
  };
  totalAmount: number;
  status: TPayuOrderStatus;
  payMethod: string | null;
  refunds: StandinRefund[];
}

/** A refund as PayU answers it (create and retrieve), with what it was asked, to answer the same request alike. */
interface StandinRefund {
  refundId: string;
  extRefundId?: string;
  amount: string;
  currencyCode: 'PLN';
  description: unknown;
  creationDateTime: string;
  status: 'PENDING' | 'FINALIZED' | 'CANCELED';
  statusDateTime: string;
  /** The request's refund object, as sent: PayU answers an identical request with the refund it made. */
  asked: string;
}

function payuError(reply: FastifyReply, http: number, statusCode: string, statusDesc: string) {
  return reply.code(http).send({ status: { statusCode, severity: 'ERROR', code: String(http), statusDesc } });
}

function newOrderId(): string {
  return `${randomBytes(12).toString('hex').toUpperCase().slice(0, 18)}GUEST000P01`;
}

/**
 * A PayU REST 2.1 stand-in for development and tests (ARCHITECTURE.md §1): OAuth, orders, capture, cancel and
 * refunds with PayU's shapes, a hosted payment page (BLIK, card, transfer; pay, decline or leave pending), signed
 * notifications to notifyUrl retried on PayU's schedule, and the redirect to continueUrl (error=501 on a
 * decline). Its orders live in memory: it stands in for an outside service, whose state is not ours to keep.
 */
export function payuStandin(options: PayuStandinOptions): FastifyPluginAsync {
  const { credentials, clock } = options;
  const http = options.fetch ?? fetch;
  const retryDelays = options.retryDelaysMs ?? PAYU_RETRY_DELAYS_MS;
  const orders = new Map<string, StandinOrder>();
  const byExtId = new Map<string, string>();
  const tokens = new Set<string>();
  const refundIds = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  /** Notifications of one order go out in order: each waits for the one before. */
  const queues = new Map<string, Promise<void>>();
  let closed = false;

  function later(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.add(timer);
    });
  }

  function notificationOf(order: StandinOrder, extra: Record<string, unknown> = {}) {
    const { request } = order;
    return {
      order: {
        orderId: order.orderId,
        extOrderId: order.extOrderId ?? undefined,
        orderCreateDate: order.createdAt.toISOString(),
        notifyUrl: request.notifyUrl,
        customerIp: request.customerIp,
        merchantPosId: credentials.posId,
        description: request.description,
        currencyCode: 'PLN',
        totalAmount: String(order.totalAmount),
        buyer: request.buyer,
        payMethod: order.payMethod ? { type: order.payMethod } : undefined,
        products: request.products,
        status: order.status,
      },
      ...(order.status === 'COMPLETED'
        ? {
            localReceiptDateTime: clock.now().toISOString(),
            properties: [{ name: 'PAYMENT_ID', value: String(Date.now()).slice(-10) }],
          }
        : {}),
      ...extra,
    };
  }

  async function deliver(url: string, body: unknown): Promise<void> {
    const raw = JSON.stringify(body);
    for (let attempt = 0; attempt <= retryDelays.length && !closed; attempt += 1) {
      if (attempt > 0) await later(retryDelays[attempt - 1]!);
      if (closed) return;
      try {
        const response = await http(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'OpenPayu-Signature': signatureHeaderFor(raw, credentials.secondKey, 'MD5'),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 200) return;
        options.log?.warn({ url, status: response.status, attempt }, 'payu stand-in: notification refused');
      } catch (error) {
        options.log?.warn({ url, err: error, attempt }, 'payu stand-in: notification not delivered');
      }
    }
  }

  function notify(order: StandinOrder, body: unknown = notificationOf(order)): Promise<void> {
    const url = order.request.notifyUrl;
    if (!url) return Promise.resolve();
    const next = (queues.get(order.orderId) ?? Promise.resolve()).then(() => deliver(url, body));
    queues.set(order.orderId, next);
    return next;
  }

  function expireIfDue(order: StandinOrder): boolean {
    if ((order.status === 'NEW' || order.status === 'PENDING') && clock.now() > order.validUntil) {
      order.status = 'CANCELED';
      void notify(order);
      return true;
    }
    return false;
  }

  /**
   * PayU's refund ids are numbers unique to PayU (5000000142): never the same twice in this stand-in's life, and
   * drawn at random so that a restarted stand-in does not repeat the ids a shop's database already holds.
   */
  function newRefundId(): string {
    for (;;) {
      const id = String(randomInt(5_000_000_000, 9_999_999_999));
      if (!refundIds.has(id)) {
        refundIds.add(id);
        return id;
      }
    }
  }

  function refundOf(entry: StandinRefund) {
    const { asked: _asked, ...refund } = entry;
    return refund;
  }

  function refundAnswer(order: StandinOrder, entry: StandinRefund, statusDesc: string) {
    return {
      orderId: order.orderId,
      refund: refundOf(entry),
      status: { statusCode: 'SUCCESS', statusDesc },
    };
  }

  function authorized(header: string | undefined): boolean {
    const match = /^Bearer (.+)$/i.exec(header ?? '');
    return Boolean(match && tokens.has(match[1]!));
  }

  return async (app) => {
    app.addHook('onClose', async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post('/pl/standard/user/oauth/authorize', { schema: { hide: true } }, async (request, reply) => {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return reply
          .code(401)
          .send({ error: 'invalid_request', error_description: 'form content type required' });
      }
      const form = (request.body ?? {}) as Record<string, string>;
      if (
        form.grant_type !== 'client_credentials' ||
        form.client_id !== credentials.clientId ||
        form.client_secret !== credentials.clientSecret
      ) {
        return reply.code(401).send({ error: 'invalid_client', error_description: 'Bad client credentials' });
      }
      const token = randomBytes(18).toString('hex');
      tokens.add(token);
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: 43199,
        grant_type: 'client_credentials',
      };
    });

    app.register(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        if (!authorized(request.headers.authorization)) {
          return payuError(reply, 401, 'UNAUTHORIZED', 'Invalid or missing token');
        }
      });

      api.post('/api/v2_1/orders', { schema: { hide: true } }, async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        for (const field of [
          'customerIp',
          'merchantPosId',
          'description',
          'currencyCode',
          'totalAmount',
          'products',
        ]) {
          if (body[field] === undefined || body[field] === '') {
            return payuError(reply, 400, 'ERROR_VALUE_MISSING', `Missing ${field}`);
          }
        }
        if (String(body.merchantPosId) !== credentials.posId) {
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid merchantPosId');
        }
        if (body.currencyCode !== 'PLN')
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid currencyCode');
        const total = Number(body.totalAmount);
        const products = Array.isArray(body.products)
          ? (body.products as Array<Record<string, unknown>>)
          : [];
        const sum = products.reduce((acc, p) => acc + Number(p.unitPrice) * Number(p.quantity), 0);
        if (!Number.isInteger(total) || total < 0 || products.length === 0 || sum !== total) {
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid totalAmount or products');
        }
        const extOrderId = typeof body.extOrderId === 'string' ? body.extOrderId : null;
        if (extOrderId && byExtId.has(extOrderId)) {
          return payuError(reply, 400, 'ERROR_ORDER_NOT_UNIQUE', 'Order with this extOrderId already exists');
        }
        const now = clock.now();
        const validity = Number(body.validityTime ?? 86400);
        const order: StandinOrder = {
          orderId: newOrderId(),
          extOrderId,
          createdAt: now,
          validUntil: new Date(now.getTime() + (Number.isFinite(validity) ? validity : 86400) * 1000),
          request: body as StandinOrder['request'],
          totalAmount: total,
          status: 'NEW',
          payMethod: null,
          refunds: [],
        };
        orders.set(order.orderId, order);
        if (extOrderId) byExtId.set(extOrderId, order.orderId);
        const redirectUri = `${options.publicBaseUrl}/pay/${order.orderId}`;
        return reply
          .code(302)
          .header('location', redirectUri)
          .send({ status: { statusCode: 'SUCCESS' }, redirectUri, orderId: order.orderId, extOrderId });
      });

      api.get('/api/v2_1/orders/:orderId', { schema: { hide: true } }, async (request, reply) => {
        const order = orders.get((request.params as { orderId: string }).orderId);
        if (!order) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find order');
        expireIfDue(order);
        const { orderId, extOrderId, request: sent, totalAmount, status } = order;
        return {
          orders: [
            {
              orderId,
              extOrderId,
              orderCreateDate: order.createdAt.toISOString(),
              notifyUrl: sent.notifyUrl,
              customerIp: sent.customerIp,
              merchantPosId: credentials.posId,
              description: sent.description,
              currencyCode: 'PLN',
              totalAmount: String(totalAmount),
              status,
            },
          ],
          status: { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' },
        };
      });

      api.delete('/api/v2_1/orders/:orderId', { schema: { hide: true } }, async (request, reply) => {
        const order = orders.get((request.params as { orderId: string }).orderId);
        if (!order) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find order');
        if (order.status === 'COMPLETED')
          return payuError(reply, 400, 'ERROR_ORDER_STATUS', 'Order is completed');
        if (order.status !== 'CANCELED') {
          order.status = 'CANCELED';
          void notify(order);
        }
        return { orderId: order.orderId, extOrderId: order.extOrderId, status: { statusCode: 'SUCCESS' } };
      });

      api.put('/api/v2_1/orders/:orderId/status', { schema: { hide: true } }, async (request, reply) => {
        const order = orders.get((request.params as { orderId: string }).orderId);
        if (!order) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find order');
        if (order.status !== 'WAITING_FOR_CONFIRMATION') {
          return payuError(reply, 400, 'ERROR_ORDER_STATUS', 'Order is not waiting for confirmation');
        }
        order.status = 'COMPLETED';
        void notify(order);
        return { status: { statusCode: 'SUCCESS', statusDesc: 'Status was updated' } };
      });

      const refund = async (orderId: string, body: Record<string, unknown>, reply: FastifyReply) => {
        const order = orders.get(orderId);
        if (!order) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find order');
        const asked = (body.refund ?? {}) as Record<string, unknown>;
        const request = JSON.stringify([
          asked.description,
          asked.amount,
          asked.extRefundId,
          asked.currencyCode,
        ]);
        // PayU's create is idempotent: exactly the same data answers the refund made before, and refunds nothing.
        const same = order.refunds.find((entry) => entry.asked === request);
        if (same) return refundAnswer(order, same, 'Refund already exists');
        if (order.status !== 'COMPLETED')
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Order is not completed');
        const refunded = order.refunds
          .filter((entry) => entry.status !== 'CANCELED')
          .reduce((acc, entry) => acc + Number(entry.amount), 0);
        const amount = asked.amount === undefined ? order.totalAmount - refunded : Number(asked.amount);
        if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > order.totalAmount) {
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid refund amount');
        }
        const now = clock.now().toISOString();
        const entry: StandinRefund = {
          refundId: newRefundId(),
          ...(typeof asked.extRefundId === 'string' ? { extRefundId: asked.extRefundId } : {}),
          amount: String(amount),
          currencyCode: 'PLN',
          description: asked.description,
          creationDateTime: now,
          status: 'PENDING',
          statusDateTime: now,
          asked: request,
        };
        order.refunds.push(entry);
        const answer = refundAnswer(order, entry, 'Refund queued for processing');
        // The stand-in's bank pays at once: the refund is FINALIZED, and PayU says so in a notification.
        entry.status = 'FINALIZED';
        void notify(order, {
          orderId: order.orderId,
          extOrderId: order.extOrderId ?? undefined,
          refund: {
            ...refundOf(entry),
            reason: 'refund',
            reasonDescription: asked.description,
            refundDate: now,
          },
        });
        return answer;
      };
      api.post('/api/v2_1/orders/:orderId/refunds', { schema: { hide: true } }, async (request, reply) =>
        refund(
          (request.params as { orderId: string }).orderId,
          (request.body ?? {}) as Record<string, unknown>,
          reply,
        ),
      );
      api.post('/api/v2_1/orders/:orderId/refund', { schema: { hide: true } }, async (request, reply) =>
        refund(
          (request.params as { orderId: string }).orderId,
          (request.body ?? {}) as Record<string, unknown>,
          reply,
        ),
      );

      api.get('/api/v2_1/orders/:orderId/refunds', { schema: { hide: true } }, async (request, reply) => {
        const order = orders.get((request.params as { orderId: string }).orderId);
        if (!order) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find order');
        return { refunds: order.refunds.map(refundOf) };
      });

      api.get(
        '/api/v2_1/orders/:orderId/refunds/:refundId',
        { schema: { hide: true } },
        async (request, reply) => {
          const params = request.params as { orderId: string; refundId: string };
          const found = orders
            .get(params.orderId)
            ?.refunds.find((entry) => entry.refundId === params.refundId);
          if (!found) return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find refund');
          return refundOf(found);
        },
      );
    });

    const languageOf = (order: StandinOrder, asked: unknown): StandinLanguage =>
      asked === 'en' || asked === 'pl' ? asked : order.request.buyer?.language === 'en' ? 'en' : 'pl';
    const pageOrder = (order: StandinOrder) => ({
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      description: order.request.description,
      totalAmount: order.totalAmount,
      continueUrl: order.request.continueUrl ?? null,
    });
    const pagePath = (order: StandinOrder, language: StandinLanguage) =>
      `${options.publicBaseUrl}/pay/${order.orderId}?lang=${language}`;

    app.get('/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
      const order = orders.get((request.params as { orderId: string }).orderId);
      if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Nie ma takiego zamówienia.');
      const language = languageOf(order, (request.query as { lang?: string }).lang);
      const other = pagePath(order, language === 'pl' ? 'en' : 'pl');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (expireIfDue(order) || order.status === 'CANCELED') {
        return finishedPage(
          pageOrder(order),
          language,
          order.status === 'CANCELED' && clock.now() > order.validUntil ? 'expired' : 'CANCELED',
          other,
        );
      }
      if (order.status === 'COMPLETED') return finishedPage(pageOrder(order), language, 'COMPLETED', other);
      return paymentPage(pageOrder(order), language, {
        action: `${options.publicBaseUrl}/pay/${order.orderId}`,
        otherHref: other,
      });
    });

    app.post('/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
      const order = orders.get((request.params as { orderId: string }).orderId);
      if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Nie ma takiego zamówienia.');
      const form = (request.body ?? {}) as Record<string, string>;
      const language = languageOf(order, form.lang);
      const other = pagePath(order, language === 'pl' ? 'en' : 'pl');
      reply.header('cache-control', 'no-store');
      if (expireIfDue(order) || (order.status !== 'NEW' && order.status !== 'PENDING')) {
        const state =
          order.status === 'COMPLETED'
            ? 'COMPLETED'
            : clock.now() > order.validUntil
              ? 'expired'
              : 'CANCELED';
        return reply
          .type('text/html; charset=utf-8')
          .send(finishedPage(pageOrder(order), language, state, other));
      }
      const method = ['blik', 'card', 'transfer'].includes(form.method ?? '') ? form.method! : 'blik';
      const action = form.action;
      if (action === 'pay' && method === 'blik' && !/^\d{6}$/.test((form.blikCode ?? '').trim())) {
        return reply
          .code(422)
          .type('text/html; charset=utf-8')
          .send(
            paymentPage(pageOrder(order), language, {
              action: `${options.publicBaseUrl}/pay/${order.orderId}`,
              otherHref: other,
              blikError: true,
              method,
              blikCode: form.blikCode,
            }),
          );
      }
      order.payMethod = method === 'blik' ? 'BLIK' : method === 'card' ? 'CARD_TOKEN' : 'PBL';
      const continueUrl = order.request.continueUrl;
      if (action === 'pay') {
        order.status = 'PENDING';
        void notify(order);
        order.status = 'COMPLETED';
        void notify(order);
      } else if (action === 'decline') {
        order.status = 'CANCELED';
        void notify(order);
      } else {
        order.status = 'PENDING';
        void notify(order);
      }
      if (!continueUrl) {
        return reply
          .type('text/html; charset=utf-8')
          .send(
            finishedPage(
              pageOrder(order),
              language,
              order.status === 'CANCELED' ? 'CANCELED' : 'COMPLETED',
              other,
            ),
          );
      }
      const target = new URL(continueUrl);
      if (action === 'decline') target.searchParams.set('error', '501');
      return reply.code(303).redirect(target.toString());
    });
  };
}
