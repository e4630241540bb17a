import type { TFunction } from 'i18next';
import { AUDIT_ERASED, AUDIT_SECRET } from '@scena/shared/audit/changes';
import type { TAuditEntry } from '@scena/shared/audit/audit-log';
import { formatPrice } from '@scena/shared/catalog/money';
import type { Language } from '@scena/shared';
import { formatDateTime } from '@/lib/format';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Amounts stored in grosze: named so, and the gift price setting (app config keeps it in grosze). */
const MONEY_FIELD = /grosze$|^gift_price$/i;
const ROLE_FIELD = /^role_?id$/i;

/** A stored value as the comparison shows it: text, or JSON laid out on lines (`block`). */
export interface ShownValue {
  text: string;
  block: boolean;
}

/**
 * One side of a changed field in words: nothing as a dash, a secret as "changed, value hidden", yes/no,
 * grosze as złote, a role by its name, instants as Warsaw date and time, objects and lists as indented JSON.
 */
export function shownValue(field: string, value: unknown, t: TFunction, language: Language): ShownValue {
  if (value === null || value === undefined || value === '')
    return { text: t('admin.audit.empty_value'), block: false };
  if (value === AUDIT_SECRET) return { text: t('admin.audit.secret'), block: false };
  if (value === AUDIT_ERASED) return { text: t('admin.audit.erased'), block: false };
  if (typeof value === 'boolean')
    return { text: t(value ? 'admin.audit.yes' : 'admin.audit.no'), block: false };
  if (typeof value === 'number' && MONEY_FIELD.test(field))
    return { text: formatPrice(value, language), block: false };
  if (typeof value === 'number' && ROLE_FIELD.test(field)) {
    return {
      text: `${t(`admin.audit.role.${value}`, { defaultValue: String(value) })} (${value})`,
      block: false,
    };
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return { text: formatDateTime(value), block: false };
  if (typeof value === 'object') return { text: JSON.stringify(value, null, 2), block: true };
  return { text: String(value), block: false };
}

/** The fields a row changed, in the order the row names them (before's first, then after's new ones). */
export function changedFieldNames(entry: Pick<TAuditEntry, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
}

/** What a row keeps beside its changes, less what the changes already show (a ban's user, say). */
export function extraDetails(entry: Pick<TAuditEntry, 'before' | 'after' | 'data'>): unknown {
  const { data } = entry;
  if (data === null || data === undefined) return null;
  if (typeof data !== 'object' || Array.isArray(data)) return data;
  const shown = { ...entry.before, ...entry.after };
  const rest = Object.entries(data).filter(
    ([key, value]) => !(key in shown) || JSON.stringify(shown[key]) !== JSON.stringify(value),
  );
  return rest.length === 0 ? null : Object.fromEntries(rest);
}
