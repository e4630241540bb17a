import '@/lib/form-messages';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/**
 * The back-office's bridge between antd forms and the shared zod schemas (one schema per form, web and API):
 * a field is checked with the very rule the server applies, and its message key is translated here.
 */
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

/**
 * Puts a 422's formError under the form's fields (the antd counterpart of ui/form.ts `applyServerErrors`).
 * Keys that name no field of the form are answered, so the caller can still show them.
 */
export function applyFormErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fields: string[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const entries = Object.entries(error.formError);
  const onFields = entries.filter(([name]) => fields.includes(name));
  form.setFields(onFields.map(([name, key]) => ({ name, errors: [t(key)] })));
  return entries.filter(([name]) => !fields.includes(name)).map(([, key]) => t(key));
}
