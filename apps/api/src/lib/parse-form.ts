import type { z } from 'zod';
import { V } from '@scena/shared';
import { badRequest, invalid } from './errors';

/**
 * Parses a form that could not be checked by the route's schema (a multipart body) with its shared schema,
 * answering 422 with one message key per field as the schema-checked routes do (an unknown field: not allowed).
 * No body at all is an empty form; a body that is no form (JSON null, a list, a string, a number) is a 400, as
 * on the schema-checked routes, and never reads as an empty one.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest();
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const formError: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) formError[key] ??= V.notAllowed;
      continue;
    }
    const field = String(issue.path[0] ?? 'form');
    formError[field] ??= issue.message.startsWith('form.') ? issue.message : V.wrong;
  }
  throw invalid(formError);
}
