/**
 * What a log line may say about an error: its class, its code and those of its causes, and the
 * frames of our code it passed through. Never its message or other properties: a driver's or the
 * ORM's error carries the query and its parameters (password hashes, names, phone numbers,
 * search terms), and many messages quote the input. Used by the error handler and, as pino's `err`
 * serializer (logger-options.ts), by every other `log.x({ err })`.
 */
export type ErrorLogFields = {
  type: string;
  /** A PostgreSQL SQLSTATE, a Fastify or Node.js code. */
  code?: string;
  /** "at …" lines only. */
  stack?: string;
  cause?: ErrorLogFields;
};

/** Codes are short identifiers; anything else in a `code` property is not logged. */
const CODE = /^[A-Za-z0-9_]{1,64}$/;
const MAX_CAUSES = 3;

/** The stack's frames, read from after the message so no line of the message can pass as a frame. */
function framesOf(error: Error): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const messageEnd = error.message ? error.stack.indexOf(error.message) : 0;
  if (messageEnd < 0) return undefined;
  const frames = error.stack
    .slice(messageEnd + error.message.length)
    .split('\n')
    .filter((line) => /^\s+at \S/.test(line))
    .map((line) => line.trim());
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function errorLogFields(error: unknown, depth = 0): ErrorLogFields {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  const fields: ErrorLogFields = { type: error.constructor?.name || 'Object' };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && CODE.test(code)) fields.code = code;
  if (error instanceof Error && depth === 0) {
    const stack = framesOf(error);
    if (stack) fields.stack = stack;
  }
  if (cause !== undefined && depth < MAX_CAUSES) fields.cause = errorLogFields(cause, depth + 1);
  return fields;
}
