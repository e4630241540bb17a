/** The changed fields of an audited change: null before a creation and after a deletion. */
export interface TAuditChanges {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Stands for a secret's value (a password, a token): the row says that it changed, never what it was. */
export const AUDIT_SECRET = '[secret]';

/** Stands for personal data erased with its account (product-decisions §12): the row keeps that it changed. */
export const AUDIT_ERASED = '[erased]';

const SECRET_FIELD = /password|token|secret|hash/i;

/** Whether a field holds a secret whose value an audit row must not keep. */
export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

/** A value as JSON will store it (dates as ISO strings), with secrets masked at any depth. */
function storable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, isSecretField(key) ? AUDIT_SECRET : storable(inner)]),
    );
  }
  return value;
}

/** Equality of stored values: objects compare by their fields whatever their order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** A record as an audit row keeps it: dates as ISO strings, undefined fields left out, secrets masked. */
export function auditRecord(record: Record<string, unknown>): Record<string, unknown> {
  return storable(record) as Record<string, unknown>;
}

/**
 * The fields of `after` whose values differ from `before`'s, with both values; fields `after` leaves undefined
 * did not change. A secret field that changed is recorded as AUDIT_SECRET on both sides. Null when nothing
 * changed. Without `before` (a creation) every field of `after` is new; without `after` (a deletion) every
 * field of `before` is gone.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): TAuditChanges | null {
  if (before === null && after === null) return null;
  if (before === null) return { before: null, after: auditRecord(after!) };
  if (after === null) return { before: auditRecord(before), after: null };
  const changed: TAuditChanges = { before: {}, after: {} };
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const [old, value] = [storable(before[field] ?? null), storable(next)];
    if (sameValue(old, value)) continue;
    const secret = isSecretField(field);
    changed.before![field] = secret ? AUDIT_SECRET : old;
    changed.after![field] = secret ? AUDIT_SECRET : value;
  }
  return Object.keys(changed.after!).length === 0 ? null : changed;
}

/**
 * The changes with the values of `fields` erased on both sides (AUDIT_ERASED), or the same object when none of
 * them is there: an account's deletion erases its personal data from the rows of earlier changes too.
 */
export function eraseFields(changes: TAuditChanges, fields: readonly string[]): TAuditChanges {
  const erase = (side: Record<string, unknown> | null) =>
    side &&
    Object.fromEntries(
      Object.entries(side).map(([field, value]) => [
        field,
        fields.includes(field) && value !== null ? AUDIT_ERASED : value,
      ]),
    );
  const touched = [changes.before, changes.after].some(
    (side) => side && fields.some((field) => side[field] !== undefined && side[field] !== null),
  );
  return touched ? { before: erase(changes.before), after: erase(changes.after) } : changes;
}
