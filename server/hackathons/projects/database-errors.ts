// What a failed statement's PostgreSQL error says, through the drivers' wrapping.
type DatabaseError = { code?: string; constraint?: string; cause?: unknown };

function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error as DatabaseError | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as DatabaseError | undefined;
  }
  return undefined;
}

/** A unique violation, of the named constraints when given. */
export function isUniqueViolation(error: unknown, constraints?: readonly string[]): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === '23505' && (!constraints || constraints.includes(cause.constraint ?? ''));
}

export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23503';
}
