import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZOk } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { readSignatureHeader } from '../../../adapters/payments/payu/signature';
import { handlePayuNotification } from './handle-notification';

/**
 * POST /api/payu/notifications: PayU's notifications. The signature covers the exact bytes, so this scope keeps
 * the body raw (re-serialised JSON would not verify); PayU's requests carry no session.
 */
export function payuNotificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      /^application\/json/,
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/payu/notifications',
      {
        schema: {
          tags: ['payments'],
          summary: 'PayU notification (public; verified by its OpenPayu-Signature, not by a session)',
          response: { 200: ZOk, 400: ZApiError, 404: ZApiError, 422: ZApiError },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handlePayuNotification(deps, raw, readSignatureHeader(request.headers));
        return { ok: true as const };
      },
    );
  };
}
