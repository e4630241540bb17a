import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * Shared by the catalogue screens (videos, events, festival): the one shared zod schema of a form checks it
 * before sending, and the API's 422 `formError` lands under the same fields (admin-content.md §8).
 */

/** Field name in the schema or API → the antd field it is shown under (e.g. both dates under one picker). */
export type FieldMap = Partial<Record<string, string>>;

function fieldOf(name: string, map: FieldMap | undefined): string {
  return map?.[name] ?? name;
}

/** Puts message keys (form.validate.*) under their fields; answers the keys no field of the form shows. */
export function showFieldErrors(
  form: FormInstance,
  errors: Record<string, string>,
  map?: FieldMap,
): Record<string, string> {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields: { name: string; errors: string[] }[] = [];
  const rest: Record<string, string> = {};
  for (const [name, key] of Object.entries(errors)) {
    const target = fieldOf(name, map);
    if (known.has(target)) fields.push({ name: target, errors: [i18n.t(key)] });
    else rest[name] = key;
  }
  // Errors of an earlier attempt that this one no longer has are cleared.
  const stale = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0 && !fields.some((next) => next.name === field.name.join('.')))
    .map((field) => ({ name: field.name, errors: [] }));
  form.setFields([...stale, ...fields]);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center', focus: true });
  return rest;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; unshown: string[] };

/**
 * Checks `input` with the shared schema. On failure the first message of each field goes under it; the
 * messages of fields the form does not show come back as texts for a toast.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  form: FormInstance,
  map?: FieldMap,
): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) {
    showFieldErrors(form, {});
    return { ok: true, data: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  const rest = showFieldErrors(form, errors, map);
  return { ok: false, unshown: Object.values(rest).map((key) => i18n.t(key)) };
}

/**
 * The text of a failed call: a 422's field errors go under their fields (answers null then, nothing more to
 * say); otherwise "Wystąpił błąd: {message}".
 */
export function errorText(error: unknown, form?: FormInstance, map?: FieldMap): string | null {
  if (error instanceof ApiError && form && Object.keys(error.formError).length > 0) {
    const rest = showFieldErrors(form, error.formError, map);
    const left = Object.values(rest);
    if (left.length === 0) return null;
    return i18n.t('admin.errorWith', { message: left.map((key) => i18n.t(key)).join(' ') });
  }
  const message = error instanceof Error ? error.message : String(error);
  return i18n.t('admin.errorWith', { message });
}

/** A blank text or null as the schema's "not set". */
export function textOrEmpty(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Case- and diacritic-insensitive, like the visitor's search. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');
}
