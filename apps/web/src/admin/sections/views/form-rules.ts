import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** An antd rule from a shared zod schema, so the form refuses exactly what the route would (message keys). */
export function zodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'form.validate.wrong'));
    },
  };
}

/**
 * Puts a 422's formError under the form's own fields (admin-content.md §8: formError goes on the form, the
 * message in a toast). Answers the fields it could not place, so the caller can mention them in the toast.
 */
export function showServerErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fields: readonly string[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const stray: string[] = [];
  const placed = Object.entries(error.formError).flatMap(([name, key]) => {
    if (fields.includes(name)) return [{ name, errors: [t(key)] }];
    stray.push(t(key));
    return [];
  });
  form.setFields(placed);
  return stray;
}

/** The toast text of a failed save: "Wystąpił błąd: {server message}" (admin-content.md §8). */
export function errorToast(error: unknown, t: TFunction): string {
  return t('admin.errorWith', { message: error instanceof Error ? error.message : String(error) });
}
