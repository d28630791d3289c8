/** An error a route throws to answer `{ success: false, message, errors? }` with a status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  /** More fields of the answer, as the endpoint's `errorAnswers` declares them (a 409's `existing`). */
  readonly details?: Record<string, unknown>;

  constructor(statusCode: number, message: string, errors?: Record<string, string>, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.details = details;
  }
}

/** `throw httpError(404, 'Customer not found')` — the error handler turns it into the answer. */
export function httpError(
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
  details?: Record<string, unknown>,
): HttpError {
  return new HttpError(statusCode, message, errors, details);
}
