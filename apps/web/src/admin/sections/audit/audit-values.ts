import type { TFunction } from 'i18next';
import { AUDIT_ERASED, AUDIT_SECRET } from '@scena/shared/audit/changes';
import type { TAuditEntry } from '@scena/shared/audit/audit-log';
import { formatPrice } from '@scena/shared/catalog/money';
import { parseProductSlug } from '@scena/shared/commerce/product-slug';
import { countryName } from '@scena/shared/validation/countries';
import type { Language } from '@scena/shared';
import { formatDateTime, formatIsoDate } from '@/lib/format';
// The names of order, refund and hosted-video statuses are those sections' own.
import '../payments/i18n';
import '../hosted-videos/i18n';
import './i18n';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Amounts stored in grosze: named so, and the gift price setting (app config keeps it in grosze). */
const MONEY_FIELD = /grosze$|^gift_price$/i;
const ROLE_FIELD = /^role_?id$/i;
const COUNTRY_FIELD = /^(country|country_?code)$/i;
const LANGUAGE_FIELD = /^(language|language_code)$/;
const BYTES_FIELD = /^(size|bytes)$/;

/** A stored value as the comparison shows it: text, or several lines (`block`). */
export interface ShownValue {
  text: string;
  block: boolean;
}

/** What a row is about, for the values whose names depend on it (an order's status, a hosted video's). */
export type ValueContext = { entity?: string };

/** A field's name in words: its label, or the stored name when it has none. */
export function fieldLabel(field: string, t: TFunction): string {
  return t(`admin.audit.field.${field}`, { defaultValue: '' }) || field;
}

/** A code's name where the platform gives it one (a status, an outcome, who imposed a ban…), else null. */
function codeName(field: string, value: string, t: TFunction, context: ValueContext): string | null {
  const key =
    field === 'status'
      ? context.entity === 'hosted_video'
        ? `admin.hostedVideos.status.${value}`
        : `admin.payments.statusName.${value}`
      : field === 'refund_status'
        ? `admin.payments.refundStatus.${value}`
        : ['outcome', 'origin', 'invoiceType'].includes(field)
          ? `admin.audit.value.${field}.${value}`
          : null;
  return key ? t(key, { defaultValue: '' }) || null : null;
}

/** A product slug in words: "wydarzenie nr 12", "nagranie nr 7 × 8", "dowolny produkt". */
function productText(slug: string, t: TFunction): string | null {
  const product = parseProductSlug(slug);
  if (!product) return null;
  const text =
    product.type === 'any'
      ? t('admin.audit.value.product.any')
      : t(`admin.audit.value.product.${product.type}`, { id: product.id });
  return product.quantity
    ? t('admin.audit.value.product.group', { product: text, count: product.quantity })
    : text;
}

function languageName(code: string, language: Language): string {
  try {
    return `${new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

function inline(shown: ShownValue): string {
  return shown.block ? shown.text.split('\n').join(', ') : shown.text;
}

/**
 * One side of a changed field in words: nothing as a dash, a secret as "changed, value hidden", yes/no, grosze
 * as złote, a role, a status, a country or a language by its name, a product by what it is, instants as Warsaw
 * date and time, days as DD.MM.YYYY, a list of field names by their labels, other lists joined, and an object
 * (invoice data) as its fields in words, one a line (`block`).
 */
export function shownValue(
  field: string,
  value: unknown,
  t: TFunction,
  language: Language,
  context: ValueContext = {},
): ShownValue {
  const text = (shown: string): ShownValue => ({ text: shown, block: false });
  if (value === null || value === undefined || value === '') return text(t('admin.audit.empty_value'));
  if (value === AUDIT_SECRET) return text(t('admin.audit.secret'));
  if (value === AUDIT_ERASED) return text(t('admin.audit.erased'));
  if (typeof value === 'boolean') return text(t(value ? 'admin.audit.yes' : 'admin.audit.no'));
  if (typeof value === 'number') {
    if (MONEY_FIELD.test(field)) return text(formatPrice(value, language));
    if (ROLE_FIELD.test(field))
      return text(`${t(`admin.audit.role.${value}`, { defaultValue: String(value) })} (${value})`);
    if (BYTES_FIELD.test(field)) {
      const megabytes = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value / 1e6);
      return text(t('admin.audit.value.bytes', { size: megabytes }));
    }
    return text(String(value));
  }
  if (typeof value === 'string') {
    const named = codeName(field, value, t, context);
    if (named) return text(named);
    if (COUNTRY_FIELD.test(field) && /^[A-Z]{2}$/.test(value))
      return text(`${countryName(value, language)} (${value})`);
    if (LANGUAGE_FIELD.test(field) && /^[a-z]{2}$/.test(value)) return text(languageName(value, language));
    if (field === 'product') return text(productText(value, t) ?? value);
    if (ISO_INSTANT.test(value)) return text(formatDateTime(value));
    if (ISO_DAY.test(value)) return text(formatIsoDate(value));
    return text(value);
  }
  if (Array.isArray(value)) {
    if (field === 'changed') return text(value.map((name) => fieldLabel(String(name), t)).join(', '));
    return text(value.map((item) => inline(shownValue(field, item, t, language, context))).join(', '));
  }
  if (typeof value === 'object') {
    const lines = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${fieldLabel(key, t)}: ${inline(shownValue(key, item, t, language, context))}`,
    );
    return { text: lines.join('\n'), block: true };
  }
  return text(String(value));
}

/** The fields a row changed, in the order the row names them (before's first, then after's new ones). */
export function changedFieldNames(entry: Pick<TAuditEntry, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
}

/**
 * A row's changes in one line each, for a short history: "Kraj: Polska (PL) → Niemcy (DE)", a field only set
 * (a creation) as "Kwota: 10,50 zł", one only removed as "Powód: brak awarii → —".
 */
export function changeLines(
  entry: Pick<TAuditEntry, 'before' | 'after'>,
  t: TFunction,
  language: Language,
  context: ValueContext = {},
): string[] {
  return changedFieldNames(entry).map((field) => {
    const shown = (value: unknown) => inline(shownValue(field, value, t, language, context));
    const after = shown(entry.after?.[field]);
    return entry.before === null || entry.before === undefined
      ? `${fieldLabel(field, t)}: ${after}`
      : `${fieldLabel(field, t)}: ${shown(entry.before[field])} → ${after}`;
  });
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
