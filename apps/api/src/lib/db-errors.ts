function hasCode(error: unknown, code: string): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause].some((e) => (e as { code?: unknown } | undefined)?.code === code);
}

/** PostgreSQL's unique_violation, as either driver reports it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL's foreign_key_violation: a row something else still points at (ON DELETE RESTRICT). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}
