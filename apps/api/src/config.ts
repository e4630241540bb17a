import path from 'node:path';
import { z } from 'zod';

/** An on/off switch; unset stays undefined, for a default that depends on another setting. */
const zSwitch = () =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'use on/off' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['on', 'true', '1'].includes(value)));

const zBool = (fallback: boolean) => zSwitch().transform((value) => value ?? fallback);

const zList = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? fallback)
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    );

const zUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      error: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const PAYU_VARIABLES = [
  'PAYU_BASE_URL',
  'PAYU_POS_ID',
  'PAYU_CLIENT_ID',
  'PAYU_CLIENT_SECRET',
  'PAYU_SECOND_KEY',
] as const;

/** Every setting the server reads from the environment, with its default (README "Configuration"). */
export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: zUrl(['postgres', 'postgresql']),
    PUBLIC_URL: zUrl(['http', 'https']),
    SMTP_URL: zUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('Scena <no-reply@scena.local>'),
    REDIS_URL: zUrl(['redis', 'rediss']),
    TRUSTED_ADMIN_DOMAINS: zList('scena.local'),
    TRUSTED_PROXIES: zList(''),
    RATE_LIMITS: zBool(true),
    /** The OpenAPI document and its viewer at /api/docs; unset → on, except in production (issue 18). */
    API_DOCS: zSwitch(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Signs the stream links of the local video host; unset → a key made once in DATA_DIR (signing.ts). */
    MEDIA_SIGNING_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** Bearer token for GET /metrics; unset → only direct requests from this machine (metrics.routes.ts). */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** A MaxMind-format country database; unset → the CC0 one bundled with the app. */
    GEOIP_DB: z.string().min(1).optional(),
    /** The country of loopback, private and unknown addresses (product-decisions §19). */
    /** PayU REST 2.1 (README "Configuration"): all five, or none for the stand-in outside production. */
    PAYU_BASE_URL: zUrl(['https', 'http']),
    PAYU_POS_ID: z.string().min(1).optional(),
    PAYU_CLIENT_ID: z.string().min(1).optional(),
    PAYU_CLIENT_SECRET: z.string().min(1).optional(),
    PAYU_SECOND_KEY: z.string().min(1).optional(),
    /** Vimeo API 3.4 (issue 9): with a token the hosted videos go to Vimeo, without it to the local host. */
    VIMEO_ACCESS_TOKEN: z.string().min(1).optional(),
    /** Vimeo's API address; tests and development may point it at the stand-in (`PUBLIC_URL/vimeo-standin`). */
    VIMEO_API_URL: zUrl(['https', 'http']).transform((value) =>
      (value ?? 'https://api.vimeo.com').replace(/\/+$/, ''),
    ),
    /** Unfinished uploads to the local host nobody has written to for this long are removed (media-jobs.ts). */
    MEDIA_UPLOAD_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(2160).default(72),
    /** Minutes an unpaid order holds its ticket (PayU's validityTime, product-decisions §25). */
    PAYMENT_VALIDITY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter ISO country code' })
      .default('PL')
      .transform((code) => code.toUpperCase()),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
  }))
  .superRefine((env, ctx) => {
    const payu = PAYU_VARIABLES.filter((name) => env[name] !== undefined);
    if (payu.length > 0 && payu.length < PAYU_VARIABLES.length) {
      for (const name of PAYU_VARIABLES.filter((candidate) => env[candidate] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required with the other PAYU_* settings` });
      }
    }
    if (env.NODE_ENV === 'production' && payu.length === 0) {
      for (const name of PAYU_VARIABLES) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required in production (the PayU stand-in would give tickets away)',
        });
      }
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (no dev mailbox there)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production (PGlite is one connection: for development and tests only)',
      });
    }
  });

export type AppConfigEnv = z.infer<typeof ZEnv>;

/** Parses the environment; a bad value stops the start with a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfigEnv {
  const parsed = ZEnv.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
