import '@/lib/form-messages';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * The back-office's bridge between antd forms and the shared zod schemas (one schema per form, web and API):
 * a field is checked with the very rule the server applies, a 422's `formError` lands under the same fields,
 * and the failure's text goes in a toast (admin-content.md §8).
 */

/** An antd rule from a shared zod schema, so the form refuses exactly what the route would (message keys). */
export function schemaRule(field: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = field.safeParse(value ?? '');
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'form.validate.wrong'));
    },
  };
}

/** The text after "Wystąpił błąd: " (admin-content.md §8): the server's message, or the generic one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.message || t('error.internal');
  return t('error.internal');
}

/** The toast text of a failed save: "Wystąpił błąd: {message}" with whatever the error says. */
export function errorToast(error: unknown, t: TFunction): string {
  return t('admin.errorWith', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * Puts a 422's formError under the form's own fields (the antd counterpart of ui/form.ts `applyServerErrors`).
 * Answers the texts of the keys no field of the form shows, so the caller can still mention them.
 */
export function applyFormErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fields: readonly string[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const entries = Object.entries(error.formError);
  const onFields = entries.filter(([name]) => fields.includes(name));
  form.setFields(onFields.map(([name, key]) => ({ name, errors: [t(key)] })));
  return entries.filter(([name]) => !fields.includes(name)).map(([, key]) => t(key));
}

/** Field name in the schema or API → the antd field it is shown under (e.g. both dates under one picker). */
export type FieldMap = Partial<Record<string, string>>;

function fieldOf(name: string, map: FieldMap | undefined): string {
  return map?.[name] ?? name;
}

/**
 * Puts message keys (form.validate.*) under the fields the form holds, clearing an earlier attempt's; answers
 * the keys no field of the form shows.
 */
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
 * say) or, without a form (a switch, a button), into the text; otherwise "Wystąpił błąd: {message}".
 */
export function errorText(error: unknown, form?: FormInstance, map?: FieldMap): string | null {
  if (error instanceof ApiError && Object.keys(error.formError).length > 0) {
    const rest = form ? showFieldErrors(form, error.formError, map) : error.formError;
    const left = Object.values(rest);
    if (left.length === 0) return null;
    return i18n.t('admin.errorWith', { message: left.map((key) => i18n.t(key)).join(' ') });
  }
  return errorToast(error, i18n.t);
}

/**
 * The callbacks of a form's save: `success` in a toast and `done` (e.g. closing the drawer); a failure goes
 * under its fields, and what no field shows in a toast.
 */
export function saveCallbacks(options: {
  form: FormInstance;
  map?: FieldMap;
  toast: { success: (text: string) => unknown; error: (text: string) => unknown };
  success: string;
  done: () => void;
}) {
  return {
    onSuccess: () => {
      void options.toast.success(options.success);
      options.done();
    },
    onError: (error: Error) => {
      const text = errorText(error, options.form, options.map);
      if (text) void options.toast.error(text);
    },
  };
}

/** A blank text or null as the schema's "not set". */
export function textOrEmpty(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Case- and diacritic-insensitive, like the visitor's search. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');
}
