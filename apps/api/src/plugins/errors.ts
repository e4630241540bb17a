import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODE, translateMessage, V, type TApiError } from '@scena/shared';
import { AppError } from '../lib/errors';

/** PostgreSQL's data exceptions (class 22: NUL in text, numeric out of range, invalid text representation). */
function isDataError(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause].some((e) => /^22/.test(String((e as { code?: unknown } | undefined)?.code ?? '')));
}

/** The field a zod issue is about, dotted for nested objects (`invoice.nip`), as the web forms name them. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/** Zod issues → field → message key. Messages that are not our keys (type errors) become "wrong". */
function formErrorOf(
  validation: Array<{ keyword?: string; instancePath: string; message?: string; params?: unknown }>,
) {
  const formError: Record<string, string> = {};
  for (const issue of validation) {
    if (issue.keyword === 'unrecognized_keys') {
      const { keys = [] } = (issue.params ?? {}) as { keys?: string[] };
      for (const key of keys) formError[key] ??= V.notAllowed;
      continue;
    }
    const field = fieldOf(issue.instancePath);
    const key = issue.message?.startsWith('form.') ? issue.message : V.wrong;
    formError[field] ??= key;
  }
  return formError;
}

/**
 * A refusal sent before the body was read (a guard at onRequest) leaves the body on the connection. One that
 * declares a length within the route's limit is read and dropped by Node, never parsed, so the client reads its
 * answer on a connection that stays usable (closing under a client still sending can lose the answer to a
 * reset). One larger than the limit, or of no declared length, could be any size: the answer closes the
 * connection instead, so none of it is read.
 */
function unreadBodyWithinLimit(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length <= request.routeOptions.bodyLimit;
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  messageKey: string,
  extra: Partial<TApiError> = {},
) {
  const body: TApiError = {
    statusCode,
    message: translateMessage(messageKey, request.lang),
    messageKey,
    ...extra,
    requestId: request.id,
  };
  if (!request.raw.complete && !unreadBodyWithinLimit(request)) reply.header('Connection', 'close');
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** One place that turns every failure into the JSON error body of the contract (product-decisions §1). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfterSeconds, ...extra } = error.extra;
      if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
      return send(reply, request, error.statusCode, error.messageKey, extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      if (context === 'params')
        return send(reply, request, 404, 'error.not_found', { code: ERROR_CODE.notFound });
      const formError = formErrorOf(error.validation);
      if ('' in formError) return send(reply, request, 400, 'error.bad_request');
      return send(reply, request, 422, 'error.validation', { formError, code: ERROR_CODE.validation });
    }
    if (isDataError(error)) {
      // Input the database cannot store (a NUL character, a number out of range): bad input, not a fault.
      return send(reply, request, 422, 'error.validation', { code: ERROR_CODE.validation });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type, a body too large: the request was not even readable.
      return send(reply, request, error.statusCode, 'error.bad_request', { type: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'error.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, 'error.not_found', { code: ERROR_CODE.notFound }),
  );
});
