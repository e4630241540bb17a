import type { TPayuOrderStatus } from '@scena/shared/commerce/order-status';

/** Where the PayU client talks to and with what: PAYU_* (README), or the stand-in's defaults on loopback. */
export interface PayuSettings {
  /** e.g. https://secure.payu.com, or `${PUBLIC_URL}/payu-standin` for the stand-in. */
  baseUrl: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  /** The "second key" (MD5 key) that signs notifications. */
  secondKey: string;
  /** Per call; PayU slower than this is "down" for the buyer (default 10 s). */
  timeoutMs?: number;
}

export interface PayuOrderRequest {
  /** Our unguessable order number (unique per POS). */
  extOrderId: string;
  customerIp: string;
  description: string;
  /** Grosze. */
  totalAmount: number;
  notifyUrl: string;
  continueUrl: string;
  /** Seconds PayU accepts a payment for (our reservation). */
  validityTime: number;
  buyer: { email: string; firstName: string; lastName: string; language: 'pl' | 'en' };
  products: Array<{ name: string; unitPrice: number; quantity: number }>;
}

export interface PayuOrderSnapshot {
  orderId: string;
  extOrderId: string | null;
  status: TPayuOrderStatus;
  /** Grosze. */
  totalAmount: number;
  currencyCode: string;
}

/** A refund as PayU tells it (GET /api/v2_1/orders/{orderId}/refunds). */
export interface PayuRefundSnapshot {
  refundId: string;
  extRefundId: string | null;
  /** Grosze. */
  amount: number;
  /** PENDING, FINALIZED or CANCELED. */
  status: string;
}

/** The PayU REST 2.1 operations the product uses (payu-and-vimeo-protocols.md). */
export interface PayuClient {
  /** POST /api/v2_1/orders; 302/201 and WARNING_CONTINUE_REDIRECT are success; the redirect is never followed. */
  createOrder(order: PayuOrderRequest): Promise<{ orderId: string; redirectUri: string }>;
  /** GET /api/v2_1/orders/{orderId}; null when PayU does not know it (404). */
  retrieveOrder(orderId: string): Promise<PayuOrderSnapshot | null>;
  /** DELETE /api/v2_1/orders/{orderId}. */
  cancelOrder(orderId: string): Promise<void>;
  /**
   * POST /api/v2_1/orders/{orderId}/refunds; no amount = the whole order. Idempotent: the same data again answers
   * the refund made the first time.
   */
  refundOrder(
    orderId: string,
    refund: { description: string; amount?: number; extRefundId?: string },
  ): Promise<{ refundId: string; status: string }>;
  /** GET /api/v2_1/orders/{orderId}/refunds: every refund of the order; null when PayU does not know it (404). */
  retrieveRefunds(orderId: string): Promise<PayuRefundSnapshot[] | null>;
}

/**
 * A failed PayU call. `timeout` and `unavailable` (network errors, 5xx) mean "try again later"; `rejected` is a
 * 4xx with PayU's status (ERROR_VALUE_INVALID, ERROR_ORDER_NOT_UNIQUE, ...); `auth` a refused OAuth.
 */
export class PayuError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'rejected' | 'auth',
    message: string,
    readonly httpStatus?: number,
    readonly payuStatusCode?: string,
  ) {
    super(message);
    this.name = 'PayuError';
  }
}

/** A notification's body as PayU sends it (order status, or a refund). */
export type PayuNotification =
  | {
      order: {
        orderId: string;
        extOrderId?: string;
        merchantPosId: string;
        currencyCode: string;
        totalAmount: string | number;
        status: TPayuOrderStatus;
        [key: string]: unknown;
      };
      localReceiptDateTime?: string;
      properties?: Array<{ name: string; value: string }>;
    }
  | {
      orderId: string;
      extOrderId?: string;
      refund: {
        refundId: string;
        amount: string | number;
        currencyCode: string;
        status: string;
        [key: string]: unknown;
      };
    };
