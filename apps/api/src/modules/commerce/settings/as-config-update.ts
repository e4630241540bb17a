import { ZAppConfigUpdate, type TAppConfigUpdate } from '@scena/shared';
import { invalid } from '../../../lib/errors';

/**
 * Checks changes with the settings' own rules before the write, so a mismatch between a form's schema and the
 * configuration's is a 422 naming the field, never a 500 from inside the update.
 */
export function asConfigUpdate(changes: Record<string, unknown>): TAppConfigUpdate {
  const checked = ZAppConfigUpdate.safeParse(changes);
  if (checked.success) return checked.data as TAppConfigUpdate;
  const formError: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    formError[field] ??= issue.message.startsWith('form.') ? issue.message : 'form.validate.wrong';
  }
  throw invalid(formError);
}
