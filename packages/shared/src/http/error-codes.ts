/** Machine-readable error codes (product-decisions §1). */
export const ERROR_CODE = {
  sessionExpired: 'SESSION_EXPIRED',
  sessionReplaced: 'SESSION_REPLACED',
  userBlocked: 'USER_BLOCKED',
  notAdmin: 'NOT_ADMIN',
  unverified: 'UNVERIFIED',
  adminLinkSent: 'ADMIN_LINK_SENT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  rateLimited: 'RATE_LIMITED',
  validation: 'VALIDATION',
  notFound: 'NOT_FOUND',
  maintenance: 'MAINTENANCE',
  notEntitled: 'NOT_ENTITLED',
  purchaseRefused: 'PURCHASE_REFUSED',
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
