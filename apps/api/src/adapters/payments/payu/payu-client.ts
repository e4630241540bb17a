import { PAYU_ORDER_STATUSES, type TPayuOrderStatus } from '@scena/shared/commerce/order-status';
import {
  PayuError,
  type PayuClient,
  type PayuOrderSnapshot,
  type PayuRefundSnapshot,
  type PayuSettings,
} from './types';
import { fetchWithTimeout } from '../../../lib/fetch-with-timeout';

/** A cached token is renewed this long before PayU says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const SUCCESS = new Set(['SUCCESS', 'WARNING_CONTINUE_REDIRECT']);

interface Token {
  value: string;
  expiresAt: number;
}

type PayuStatusBody = { status?: { statusCode?: string; statusDesc?: string } };

type PayuRefundBody = { refundId?: unknown; extRefundId?: unknown; amount?: unknown; status?: unknown };

/**
 * PayU's refunds of an order: its developer docs answer `{refunds: [...]}`, its OpenAPI description a bare array
 * (payu-and-vimeo-protocols.md: tolerant where a fact is unconfirmed). Entries without an id or a whole amount are
 * not refunds we could match, and are left out.
 */
function refundsOf(body: unknown): PayuRefundSnapshot[] {
  const list = Array.isArray(body) ? body : (body as { refunds?: unknown } | null)?.refunds;
  if (!Array.isArray(list)) return [];
  return (list as PayuRefundBody[]).flatMap((entry) => {
    const amount = Number(entry?.amount);
    const id = entry?.refundId;
    if ((typeof id !== 'string' && typeof id !== 'number') || !Number.isInteger(amount)) return [];
    return [
      {
        refundId: String(id),
        extRefundId: typeof entry.extRefundId === 'string' ? entry.extRefundId : null,
        amount,
        status: typeof entry.status === 'string' ? entry.status : 'PENDING',
      },
    ];
  });
}

/**
 * The PayU REST 2.1 client (payu-and-vimeo-protocols.md): OAuth client_credentials with the token cached until
 * shortly before it expires (callers share one request for it), then JSON calls with the bearer token. A 401 drops
 * the token and retries once. Redirects are never followed: order creation answers 302 with the payment page.
 */
export function createPayuClient(settings: PayuSettings, options: { fetch?: typeof fetch } = {}): PayuClient {
  const http = options.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;

  function send(url: string, init: RequestInit): Promise<Response> {
    return fetchWithTimeout(http, url, init, timeoutMs, ({ kind, detail }) =>
      kind === 'timeout'
        ? new PayuError('timeout', `PayU did not answer within ${timeoutMs} ms`)
        : new PayuError('unavailable', `PayU could not be reached: ${detail}`),
    );
  }

  async function authorize(): Promise<Token> {
    const response = await send(`${settings.baseUrl}/pl/standard/user/oauth/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }).toString(),
    });
    if (response.status >= 500) throw new PayuError('unavailable', `PayU OAuth answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new PayuError('auth', `PayU refused the OAuth credentials (${response.status})`, response.status);
    }
    return {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS,
    };
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pending ??= authorize().finally(() => {
      pending = undefined;
    });
    token = await pending;
    return token.value;
  }

  async function call(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const response = await send(`${settings.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await bearer()}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401 && !retried) {
      token = undefined;
      return call(method, path, body, true);
    }
    return response;
  }

  async function failure(response: Response, what: string): Promise<PayuError> {
    const body = (await response.json().catch(() => ({}))) as PayuStatusBody;
    const code = body.status?.statusCode;
    const message = `PayU ${what}: ${response.status} ${code ?? ''} ${body.status?.statusDesc ?? ''}`.trim();
    if (response.status >= 500) return new PayuError('unavailable', message, response.status, code);
    if (response.status === 401 || response.status === 403)
      return new PayuError('auth', message, response.status, code);
    return new PayuError('rejected', message, response.status, code);
  }

  return {
    async createOrder(order) {
      const response = await call('POST', '/api/v2_1/orders', {
        ...order,
        merchantPosId: settings.posId,
        currencyCode: 'PLN',
        totalAmount: String(order.totalAmount),
        validityTime: String(order.validityTime),
        products: order.products.map((product) => ({
          name: product.name,
          unitPrice: String(product.unitPrice),
          quantity: String(product.quantity),
        })),
      });
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as PayuStatusBody & { redirectUri?: string; orderId?: string };
      const ok = [200, 201, 302].includes(response.status) && SUCCESS.has(body.status?.statusCode ?? '');
      const redirectUri = body.redirectUri ?? response.headers.get('location') ?? undefined;
      if (!ok || !body.orderId || !redirectUri) throw await failure(response, 'refused the order');
      return { orderId: body.orderId, redirectUri };
    },

    async retrieveOrder(orderId): Promise<PayuOrderSnapshot | null> {
      const response = await call('GET', `/api/v2_1/orders/${encodeURIComponent(orderId)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, 'could not read the order');
      const body = (await response.json()) as {
        orders?: Array<{
          orderId: string;
          extOrderId?: string;
          status: string;
          totalAmount: string;
          currencyCode: string;
        }>;
      };
      const found = body.orders?.[0];
      if (!found || !(PAYU_ORDER_STATUSES as readonly string[]).includes(found.status)) return null;
      return {
        orderId: found.orderId,
        extOrderId: found.extOrderId ?? null,
        status: found.status as TPayuOrderStatus,
        totalAmount: Number(found.totalAmount),
        currencyCode: found.currencyCode,
      };
    },

    async cancelOrder(orderId) {
      const response = await call('DELETE', `/api/v2_1/orders/${encodeURIComponent(orderId)}`);
      if (!response.ok) throw await failure(response, 'could not cancel the order');
    },

    async refundOrder(orderId, refund) {
      const response = await call('POST', `/api/v2_1/orders/${encodeURIComponent(orderId)}/refunds`, {
        refund: {
          description: refund.description,
          currencyCode: 'PLN',
          ...(refund.amount === undefined ? {} : { amount: String(refund.amount) }),
          ...(refund.extRefundId ? { extRefundId: refund.extRefundId } : {}),
        },
      });
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as PayuStatusBody & { refund?: { refundId: string | number; status: string } };
      if (!response.ok || !body.refund?.refundId) throw await failure(response, 'refused the refund');
      return { refundId: String(body.refund.refundId), status: body.refund.status };
    },

    async retrieveRefunds(orderId) {
      const response = await call('GET', `/api/v2_1/orders/${encodeURIComponent(orderId)}/refunds`);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, 'could not read the refunds');
      return refundsOf(await response.json().catch(() => null));
    },
  };
}
