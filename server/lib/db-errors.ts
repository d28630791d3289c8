/** Recognises PostgreSQL errors by SQLSTATE, whichever driver (PGlite, node-postgres) raised them. */
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, also when wrapped (Drizzle); undefined for other errors. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    // Drizzle wraps driver errors in DrizzleQueryError with the original as `cause`.
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === FOREIGN_KEY_VIOLATION;
}
