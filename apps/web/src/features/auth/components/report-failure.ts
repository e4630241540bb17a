import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { applyServerErrors } from '@/ui/form';

/**
 * After a refused submit: a 422's formError goes onto the fields and focus moves to the first of them (in the
 * form's order). Answers the text for the Alert above the form — the server's `message` (429, network, a
 * refusal that is not about a field) — or null when the fields say it all.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fields: readonly Path<T>[],
): string | null {
  applyServerErrors(error, form.setError);
  if (!(error instanceof ApiError)) return i18n.t('error.internal');
  const named = Object.keys(error.formError);
  const first = fields.find((field) => named.includes(field));
  if (first) form.setFocus(first);
  const allOnFields =
    named.length > 0 && named.every((field) => (fields as readonly string[]).includes(field));
  return error.status === 422 && allOnFields ? null : error.message;
}
