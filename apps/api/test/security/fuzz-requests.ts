import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '../../src/plugins/route-table';

/**
 * Requests generated for one route from its own zod schemas (issue 18): values of the declared shape and types,
 * at and past their bounds, and values of every wrong kind — nulls, numbers beyond any column, unicode that is
 * no text, markup, paths, extra and poisoned fields, bodies that are not JSON, multipart that is not multipart.
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const NASTY_TEXT = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '007',
  '1.5',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  'Zażółć gęślą jaźń',
  'ÆØÅ ß Ω 中文 العربية',
  '😀👩‍👩‍👧‍👦',
  '\uD800',
  '\uDFFF\uD800',
  '0000-00-00',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '=1+1',
  '@SUM(A1)',
  'a'.repeat(256),
  'ą'.repeat(5001),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.005,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 1,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 12_000 }) },
);
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.double({ noNaN: true }), fc.integer());

const { nasty } = fc.letrec<{ nasty: unknown }>((tie) => ({
  nasty: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('nasty'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('nasty'), { maxKeys: 4 }),
  ),
}));

/** Values of the schema's shape, at its bounds and past them. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nasty;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 300;
      const min = schema.minLength ?? 0;
      const bounds = [min, Math.max(0, min - 1), max, max + 1].filter((length) => length <= 20_000);
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, 200) }),
        fc
          .constantFrom(...bounds)
          .chain((length) => fc.constantFrom('x', 'ż', '😀', '<').map((c) => c.repeat(length))),
      );
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? -1_000_000;
      const high = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      const edges = [low, low - 1, high, high + 1].filter(Number.isFinite);
      return fc.oneof(
        type === 'integer'
          ? fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31) })
          : fc.double({ min: low, max: high, noNaN: true }),
        fc.constantFrom(...edges),
        fc.integer().map(String),
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, 'on'));
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: 6 });
    case 'object':
      return objectOf(schema, depth + 1);
    default:
      return nasty;
  }
}

/** An object of the schema's fields, each of its shape or of any other kind, some left out, some extra. */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const record = fc.record(
    Object.fromEntries(
      fields.map(([name, field]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: shaped(field, depth) }, { weight: 1, arbitrary: nasty }),
      ]),
    ),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('extra', 'id', 'role_id', 'user_id', 'amount', 'price', 'is_admin'),
    nasty,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(record, extra, fc.boolean())
    .map(([values, more, withExtra]) =>
      withExtra ? { ...more, ...values } : (values as Record<string, unknown>),
    );
}

const BROKEN_BODIES: Array<string | Buffer> = [
  '{',
  '{"a":',
  '[1,2',
  'nie json',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '1e999999',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x61, 0x22, 0x3a, 0x31, 0x7d]),
  Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
];

const PARAM_VALUES = [
  '0',
  '-1',
  '1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  'ąę',
  '%00',
  '%2F',
  '..',
  '%2e%2e',
  'a'.repeat(300),
  'event-1',
  'video-1-2',
  '😀',
  'null',
  '%F0%9F%98%80',
  '%FF',
];

const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PARAM_VALUES) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 200 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  },
);

/** A value as one query or form field's text (objects as JSON; fast-check's have no prototype). */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);
}

function urlWith(route: RouteEntry, values: string[], query: Record<string, unknown> | undefined): string {
  let index = 0;
  const path = route.url
    .replace(/:[A-Za-z]+/g, () => values[index++] ?? '1')
    .replace('*', values[index] ?? 'x');
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  return `${path}?${search.toString()}`;
}

function multipartBody(fields: Record<string, unknown>, file: { name: string; bytes: Buffer } | undefined) {
  const boundary = '----fuzz' + Math.random().toString(36).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = asText(value);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="plik.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(parts) };
}

const BROKEN_MULTIPART: Array<{ type: string; body: string }> = [
  { type: 'multipart/form-data', body: '--x\r\n\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"; filename="f"\r\n\r\nabc',
  },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv',
  },
  { type: 'multipart/form-data; boundary=x', body: '' },
  { type: 'multipart/form-data; boundary=' + 'b'.repeat(200), body: '--b\r\n' },
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `n` requests for the route, the same ones for the same seed. */
export function fuzzRequests(route: RouteEntry, n: number, seed: number): FuzzRequest[] {
  const params = (route.url.match(/:[A-Za-z]+|\*/g) ?? []).length;
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const takesBody = BODY_METHODS.has(route.method);

  const paramsArb = fc.array(paramValue, { minLength: params, maxLength: params });
  const queryArb = querySchema
    ? fc.option(objectOf(querySchema), { nil: undefined })
    : fc.constant(undefined);
  const jsonBody = bodySchema
    ? fc.oneof({ weight: 6, arbitrary: shaped(bodySchema) }, { weight: 1, arbitrary: nasty })
    : nasty;
  const bodyArb: fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined> = takesBody
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: jsonBody.map((value) => ({
            type: 'application/json',
            payload: JSON.stringify(value) ?? 'null',
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...BROKEN_BODIES)
            .map((payload) => ({ type: 'application/json', payload })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              bodySchema?.type === 'object'
                ? objectOf(bodySchema)
                : fc.dictionary(nastyString, nasty, { maxKeys: 3 }),
              fc.option(
                fc.record({
                  name: fc.constantFrom('image', 'bg_image', 'main_image', 'file', 'subtitles', 'x'),
                  bytes: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
                }),
                { nil: undefined },
              ),
            )
            .map(([fields, file]) => {
              const { boundary, body } = multipartBody(fields, file);
              return { type: `multipart/form-data; boundary=${boundary}`, payload: body };
            }),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...BROKEN_MULTIPART).map(({ type, body }) => ({ type, payload: body })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
            .map((type) => ({ type, payload: 'a=1&b=<x>' })),
        },
      )
    : fc.constant(undefined);

  const requestArb = fc.tuple(paramsArb, queryArb, bodyArb).map(([values, query, body]): FuzzRequest => ({
    method: route.method,
    url: urlWith(route, values, query as Record<string, unknown> | undefined),
    headers: body ? { 'content-type': body.type } : {},
    payload: body?.payload,
  }));
  return fc.sample(requestArb, { numRuns: n, seed });
}
