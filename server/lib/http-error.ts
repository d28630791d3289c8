/** An error a route throws to answer `{ success: false, message, errors? }` with a status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** `throw httpError(404, 'Customer not found')` — the error handler turns it into the answer. */
export function httpError(statusCode: number, message: string, errors?: Record<string, string>): HttpError {
  return new HttpError(statusCode, message, errors);
}
