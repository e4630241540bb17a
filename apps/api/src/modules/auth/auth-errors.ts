import { ERROR_CODE, V } from '@scena/shared';
import { AppError } from '../../lib/errors';

/** A wrong e-mail or a wrong password: one answer for both, so it never tells which accounts exist. */
export function invalidCredentials(): AppError {
  return new AppError(422, 'error.invalid_credentials', {
    code: ERROR_CODE.invalidCredentials,
    formError: { password: V.wrongPassword },
  });
}

/** The web app takes a sign-in 403 that carries `email` to account verification (visitor-side.md §8). */
export function unverified(email: string): AppError {
  return new AppError(403, 'error.unverified', { code: ERROR_CODE.unverified, email });
}

/** A sign-in 403 without `email` sends the web app to /logowanie-link. */
export function adminLinkSent(): AppError {
  return new AppError(403, 'error.admin_link_sent', { code: ERROR_CODE.adminLinkSent });
}

/** A 422 without `email` sends the web app to /logowanie?wrongToken=true. */
export function adminLinkInvalid(): AppError {
  return new AppError(422, 'error.admin_link_invalid');
}

/** `resend` and `email` let the verification page offer a new link at once. */
export function verificationInvalid(email: string): AppError {
  return new AppError(422, 'error.verification_invalid', { resend: true, email });
}

export function alreadyVerified(): AppError {
  return new AppError(422, 'error.already_verified');
}

export function resetInvalid(): AppError {
  return new AppError(422, 'error.reset_invalid');
}
