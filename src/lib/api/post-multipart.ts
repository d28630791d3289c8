/**
 * POST a multipart body (file uploads) to the API, answered with the usual envelope.
 *
 * The app's API client sends JSON bodies only (it seals them in the payload envelope), so uploads
 * use ky directly with the client's headers: the same X-Request-ID rule (the server's idempotency
 * key), the same token check, and the answer decoded the same way. Multipart bodies are never
 * queued offline (write-routing.ts): with no network this throws a NETWORK error.
 */
import ky, { TimeoutError } from 'ky';
import { CLIENT_HEADERS, CLIENT_VERSION } from '@/contract/api';
import { AUTH_MESSAGES } from '@/contract/auth';
import { decodeAnswer } from '@/lib/api/answer-envelope';
import { DEFAULT_API_BASE_URL, DEVICE_TYPE } from '@/lib/api/api-client';
import { API_ERROR_MESSAGES, ApiError, serverErrorMessage } from '@/lib/api/api-error';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import { createRequestId } from '@/lib/api/request-id';
import { fireSessionExpired } from '@/lib/session/session-events';
import { getToken } from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';

export type MultipartAnswer<T> = { success?: boolean; message?: string; errors?: Record<string, string>; data?: T };

export type PostMultipartOptions = {
  timeoutMs: number;
  /** The message when the server refuses without one of its own. */
  fallbackMessage: string;
  requestId?: string;
};

function authorizationHeader(): Record<string, string> {
  const token = getToken();
  if (token === null) return {};
  const check = checkToken(token);
  if (check.expired) {
    fireSessionExpired();
    throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired, { status: 401 });
  }
  return check.valid ? { Authorization: `Bearer ${token}` } : {};
}

async function readAnswer<T>(response: Response): Promise<MultipartAnswer<T>> {
  try {
    return (await decodeAnswer(await response.json(), PAYLOAD_KEY)) as MultipartAnswer<T>;
  } catch {
    return {};
  }
}

/** `path` is below the API base (`/teachers/7/photo`); resolves with the answer's `data`. It never retries. */
export async function postMultipart<T>(path: string, body: FormData, options: PostMultipartOptions): Promise<T | undefined> {
  return (await postMultipartAnswer<T>(path, body, options)).data;
}

/** As postMultipart, resolving with the whole answer (send-form.ts reads it with the contract). */
export async function postMultipartAnswer<T>(path: string, body: FormData, options: PostMultipartOptions): Promise<MultipartAnswer<T>> {
  const headers = {
    Accept: 'application/json',
    [CLIENT_HEADERS.deviceType]: DEVICE_TYPE,
    [CLIENT_HEADERS.clientVersion]: CLIENT_VERSION,
    [CLIENT_HEADERS.requestTimestamp]: new Date().toISOString(),
    [CLIENT_HEADERS.requestId]: options.requestId ?? createRequestId(),
    // No Content-Type: the browser writes the multipart boundary itself.
    ...authorizationHeader(),
  };
  let response: Response;
  try {
    response = await ky.post(`${DEFAULT_API_BASE_URL}${path}`, {
      body,
      headers,
      timeout: options.timeoutMs,
      retry: 0,
      throwHttpErrors: false,
      // Read at call time so tests can replace globalThis.fetch.
      fetch: (input, init) => globalThis.fetch(input, init),
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw new ApiError('TIMEOUT', API_ERROR_MESSAGES.timeout, { cause: error });
    throw new ApiError('NETWORK', API_ERROR_MESSAGES.network, { cause: error });
  }
  const answer = await readAnswer<T>(response);
  if (response.status >= 500) throw new ApiError('SERVER', serverErrorMessage(response.status), { status: response.status });
  if (response.status === 413) {
    throw new ApiError('PAYLOAD_TOO_LARGE', answer.message ?? options.fallbackMessage, { status: 413 });
  }
  if (response.status >= 400 || answer.success === false) {
    throw new ApiError('HTTP', answer.message ?? options.fallbackMessage, { status: response.status, errors: answer.errors });
  }
  return answer;
}
