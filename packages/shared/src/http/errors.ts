import { z } from 'zod';

export * from './error-codes';

/** Every error answer of the API. `message` is a ready text in the request's language, `messageKey` its key. */
export const ZApiError = z.object({
  statusCode: z.number(),
  message: z.string(),
  messageKey: z.string().optional(),
  formError: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
  resend: z.boolean().optional(),
  email: z.string().optional(),
  type: z.string().optional(),
  /** The request's id, as in the server's logs and the X-Request-ID header. */
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZOk = z.object({ ok: z.literal(true) });
