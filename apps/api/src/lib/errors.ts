import { ERROR_CODE, V, type ErrorCode } from '@scena/shared';

interface AppErrorExtra {
  formError?: Record<string, string>;
  code?: ErrorCode;
  email?: string;
  resend?: boolean;
  type?: string;
  retryAfterSeconds?: number;
}

/** An expected refusal: services throw these and the error handler turns them into the JSON error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(messageKey);
  }
}

/** Invalid form input: 422 with a message key per field (product-decisions §1). */
export function invalid(formError: Record<string, string>): AppError {
  return new AppError(422, 'error.validation', { formError, code: ERROR_CODE.validation });
}

export function invalidField(field: string, key: string = V.wrong): AppError {
  return invalid({ [field]: key });
}

/** A body that is not even well-formed (broken multipart, no JSON where JSON is due): 400, writes nothing. */
export function badRequest(): AppError {
  return new AppError(400, 'error.bad_request');
}

/** Missing, or someone else's: both answer 404 so that existence is never revealed. */
export function notFound(): AppError {
  return new AppError(404, 'error.not_found', { code: ERROR_CODE.notFound });
}

export function sessionExpired(): AppError {
  return new AppError(401, 'error.session_expired', { code: ERROR_CODE.sessionExpired });
}

export function sessionReplaced(): AppError {
  return new AppError(403, 'error.session_replaced', { code: ERROR_CODE.sessionReplaced });
}

export function userBlocked(): AppError {
  return new AppError(401, 'error.user_blocked', { code: ERROR_CODE.userBlocked });
}

export function notAdmin(): AppError {
  return new AppError(403, 'error.not_admin', { code: ERROR_CODE.notAdmin });
}

/** PayU could not be reached or refused the call: nothing changed, the caller may try again (503). */
export function paymentUnavailable(): AppError {
  return new AppError(503, 'error.payment_unavailable', { code: ERROR_CODE.paymentUnavailable });
}

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, 'error.rate_limited', { code: ERROR_CODE.rateLimited, retryAfterSeconds });
}
