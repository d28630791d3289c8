/**
 * An authenticated GET (or POST with a JSON body) whose answer is a file (a Blob): the student card
 * JPEG, the CSV exports, a photo the API serves only with the bearer token, a generated report. The app's API client reads every answer as JSON
 * text, so it cannot hand back a binary; this sends the same headers and bearer token, maps failures
 * to the same ApiError, and follows the same session rules (an expired token ends the session
 * before sending; a 401 for the stored token ends it).
 * It never retries: some such GETs are not idempotent (each student card GET counts a print).
 * A POST body is sealed in the payload envelope as the API client does.
 */
import { AUTH_MESSAGES } from '@/contract/auth';
import { CLIENT_HEADERS, CLIENT_VERSION } from '@/contract/api';
import { decodeAnswer, encodeRequestBody } from '@/lib/api/answer-envelope';
import { DEFAULT_API_BASE_URL, DEVICE_TYPE } from '@/lib/api/api-client';
import { API_ERROR_MESSAGES, ApiError, serverErrorMessage } from '@/lib/api/api-error';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { fireSessionExpired } from '@/lib/session/session-events';
import { getToken, removeToken } from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';

/** `fileName`: the one the server named in Content-Disposition, if any. */
export type BlobAnswer = { blob: Blob; contentType: string; fileName?: string };

/** GETs ask for images (their main use); a POST that generates a file takes whatever it answers. */
const ACCEPT = { GET: 'image/*, application/json', POST: '*/*' } as const;

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266, percent-encoded)
 * first, else `filename="…"` or a bare `filename=…`.
 */
export function contentDispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name : undefined;
}

async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = await decodeAnswer(JSON.parse(await response.text()) as unknown, PAYLOAD_KEY);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message !== '') {
      return body.message;
    }
  } catch {
    // Not JSON: no message to pass on.
  }
  return undefined;
}

function buildHeaders(token: string | null, method: keyof typeof ACCEPT, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: ACCEPT[method],
    [CLIENT_HEADERS.deviceType]: DEVICE_TYPE,
    [CLIENT_HEADERS.clientVersion]: CLIENT_VERSION,
    [CLIENT_HEADERS.requestTimestamp]: new Date().toISOString(),
    [CLIENT_HEADERS.requestId]: createRequestId(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token !== null) {
    const check = checkToken(token);
    if (check.expired) {
      fireSessionExpired();
      throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired, { status: 401 });
    }
    if (check.valid) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/** GET `/api{path}` answered with a file; a JSON answer with `success: false` is an error too. */
export function fetchApiBlob(path: string, timeoutMs: number = SERVICE_WRITE_TIMEOUT_MS): Promise<BlobAnswer> {
  return requestApiBlob('GET', path, undefined, timeoutMs);
}

/** POST `body` (JSON) to `/api{path}`, answered with a file: a report generated on demand. */
export function postApiBlob(path: string, body: unknown, timeoutMs: number = SERVICE_WRITE_TIMEOUT_MS): Promise<BlobAnswer> {
  return requestApiBlob('POST', path, body, timeoutMs);
}

async function requestApiBlob(method: keyof typeof ACCEPT, path: string, body: unknown, timeoutMs: number): Promise<BlobAnswer> {
  const token = getToken();
  const headers = buildHeaders(token, method, body !== undefined);
  const payload = body === undefined ? undefined : JSON.stringify(await encodeRequestBody(body, PAYLOAD_KEY));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await globalThis.fetch(`${DEFAULT_API_BASE_URL}${path}`, { method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('TIMEOUT', API_ERROR_MESSAGES.timeout, { cause: error });
    throw new ApiError('NETWORK', API_ERROR_MESSAGES.network, { cause: error });
  } finally {
    clearTimeout(timer);
  }

  const { status } = response;
  if (status === 401) {
    if (token !== null && getToken() === token) {
      removeToken();
      fireSessionExpired();
    }
    throw new ApiError('UNAUTHORIZED', (await readErrorMessage(response)) ?? API_ERROR_MESSAGES.unauthorized, { status });
  }
  if (status >= 500) throw new ApiError('SERVER', serverErrorMessage(status), { status });
  if (status >= 400) {
    const message = (await readErrorMessage(response)) ?? API_ERROR_MESSAGES.http.replace('{status}', String(status));
    throw new ApiError('HTTP', message, { status });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('application/json')) {
    // An envelope where a file was expected: pass its message on; without one the file is empty.
    const message = await readErrorMessage(response);
    if (message !== undefined) throw new ApiError('HTTP', message, { status });
    return { blob: new Blob([]), contentType };
  }
  const fileName = contentDispositionFileName(response.headers.get('content-disposition'));
  return { blob: await response.blob(), contentType, ...(fileName === undefined ? {} : { fileName }) };
}
