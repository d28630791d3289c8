import { serverMessageText } from '@/lib/i18n/server-message-text';

/** The one error type the API client throws (CONVENTIONS §13: typed errors with a code). */
export type ApiErrorCode =
  | 'NETWORK'
  | 'TIMEOUT'
  | 'SERVER'
  | 'HTTP'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'DECRYPT';

export type ApiErrorOptions = {
  status?: number;
  errors?: Record<string, string>;
  /** The refusal's whole answer, for a caller that reads more than its message (a 409's `existing`). */
  answer?: unknown;
  cause?: unknown;
};

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status?: number;
  /** Field messages from a 400 answer, `{ field: message }`, in the UI language. */
  readonly errors?: Record<string, string>;
  /**
   * The message as the server (or this client) wrote it, in English: compare with the contract's
   * constants through this; `message` is in the UI language (server-message-text.ts).
   */
  readonly serverMessage: string;
  /** The 4xx answer as the server sent it (read it with the endpoint's `errorAnswers` schema). */
  readonly answer?: unknown;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(serverMessageText(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.serverMessage = message;
    this.answer = options.answer;
    this.errors = options.errors && Object.fromEntries(Object.entries(options.errors).map(([field, text]) => [field, serverMessageText(text)]));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Client-side messages (the server's own messages are passed through as they come). */
export const API_ERROR_MESSAGES = {
  network: 'Network error: the server could not be reached',
  timeout: 'The request timed out',
  server: 'Server error: {status}',
  http: 'Request failed with status {status}',
  unauthorized: 'Unauthorized',
  requestTooLarge: 'The request is too large to send (limit 10 MB)',
  responseTooLarge: 'The answer is too large to read (limit 50 MB)',
  unexpectedAnswer: 'The server sent an answer this version of the app cannot read. Reload the app to update it.',
} as const;

export function serverErrorMessage(status: number): string {
  return API_ERROR_MESSAGES.server.replace('{status}', String(status));
}
