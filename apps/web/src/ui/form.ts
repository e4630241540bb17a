import '@/lib/form-messages';
import { ApiError } from '@/lib/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 422's formError on the form's fields (message keys, translated by the fields). Answers the message
 * to show above the form when the error is not about fields.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError)) return 'error.internal';
  const entries = Object.entries(error.formError);
  for (const [field, key] of entries) setError(field as Path<T>, { type: 'server', message: key });
  if (entries.length > 0 && error.status === 422 && error.body.code === 'VALIDATION') return null;
  return error.body.messageKey ?? error.message;
}
