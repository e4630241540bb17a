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

/** The name of the constraint a violation names, as either driver reports it. */
function constraintOf(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  for (const e of [error, cause]) {
    const constraint = (e as { constraint?: unknown } | undefined)?.constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/**
 * The write's result, or the answer named for the constraint the database refused it with (a unique or a
 * foreign-key violation): races that the checks before a write cannot rule out. A table with several unique
 * indexes names an answer per index. Other errors go on.
 */
export async function orRefusal<T, const U extends string = never, const F extends string = never>(
  write: PromiseLike<T>,
  answers: { unique?: U | Readonly<Record<string, U>>; foreignKey?: F },
): Promise<T | U | F> {
  try {
    return await write;
  } catch (error) {
    if (answers.unique !== undefined && isUniqueViolation(error)) {
      const answer =
        typeof answers.unique === 'string' ? answers.unique : answers.unique[constraintOf(error) ?? ''];
      if (answer !== undefined) return answer;
    }
    if (answers.foreignKey !== undefined && isForeignKeyViolation(error)) return answers.foreignKey;
    throw error;
  }
}
