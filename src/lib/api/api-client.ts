/**
 * The one API client (spec part 1 §7-9, ARCHITECTURE "How data flows").
 *
 * Invariants:
 * - Every attempt of one call carries the SAME X-Request-ID: the server uses it as the
 *   idempotency key, so a retried write is applied once. The body is encrypted once per call.
 * - A bearer token is sent only when it passes the client check; an expired one fires
 *   sessionExpired and rejects before anything is sent.
 * - The HTTP layer (ky) never throws on a status; this module maps statuses to ApiError after
 *   its own retries (5, exponential back-off with jitter, Retry-After honoured).
 */
import ky, { TimeoutError } from 'ky';
import { CLIENT_HEADERS, CLIENT_VERSION } from '@/contract/api';
import { AUTH_MESSAGES } from '@/contract/auth';
import { decodeAnswer, encodeRequestBody } from '@/lib/api/answer-envelope';
import { API_ERROR_MESSAGES, ApiError, serverErrorMessage } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import {
  LOGIN_PATH,
  LOGIN_TIMEOUT_MS,
  MAX_REQUEST_BODY_BYTES,
  MAX_RESPONSE_BYTES,
  READ_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
} from '@/lib/api/request-limits';
import { VERSION_HEADER, versionTag } from '@/contract/record-version';
import { isRetryableStatus } from '@/contract/retryable-status';
import { BACKOFF_CAP_MS, MAX_RETRIES, retryDelayMs } from '@/lib/retry/backoff';
import { fireSessionExpired } from '@/lib/session/session-events';
import { getToken, removeToken } from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer `{ success, data, message, meta }`. A write the service worker stored for later
 * comes back as 202 `{ success: true, queued: true }` with no data.
 */
export type ApiAnswer<T = unknown> = {
  success: boolean;
  data: T;
  message?: string;
  meta?: Record<string, unknown>;
  queued?: boolean;
};

export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams;

export type ApiRequestOptions = {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Keep one id for a write across its retries and replays; generated when absent. */
  requestId?: string;
  /** Milliseconds per attempt; defaults by method (request-limits.ts). */
  timeout?: number;
  /** Send the body as plain JSON (the login call). */
  plain?: boolean;
  /** Retries after the first attempt; MAX_RETRIES unless a call needs a quick answer. */
  retries?: number;
  /**
   * The `updatedAt` of the record a change was made from, sent as `If-Match` (src/contract/record-version.ts):
   * the server applies it only if the record has not changed since.
   */
  version?: string;
};

/** A DELETE usually has no body; a batch one (`/teachers/bulk/delete`) names what to delete in it. */
export type ApiDeleteOptions = ApiRequestOptions & { body?: unknown };

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export type ApiClientConfig = {
  /** Defaults to `/api`. */
  baseUrl?: string;
  payloadKey: string;
  fetch?: typeof globalThis.fetch;
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
  getToken?: () => string | null;
  /**
   * What a 401 to a request made while a token was stored does; defaults to removing the token
   * and firing sessionExpired. With no token stored (a wrong password at login, a call after
   * logout) there is no session to end, so a 401 only throws: this keeps a logout that calls
   * the server from looping on its own 401.
   */
  onUnauthorized?: () => void;
  /** What an expired token does before sending; defaults to firing sessionExpired. */
  onTokenExpired?: () => void;
};

export type ApiClient = {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiAnswer<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiAnswer<T>>;
  delete<T = unknown>(path: string, options?: ApiDeleteOptions): Promise<ApiAnswer<T>>;
};

export const DEFAULT_API_BASE_URL = '/api';
export const DEVICE_TYPE = 'web';

const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const handleAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', handleAbort, { once: true });
  });

function defaultTimeout(method: HttpMethod, path: string): number {
  if (path === LOGIN_PATH) return LOGIN_TIMEOUT_MS;
  return method === 'GET' || method === 'DELETE' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Retry-After as milliseconds (seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

function readFieldErrors(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? DEFAULT_API_BASE_URL;
  const sleep = config.sleep ?? defaultSleep;
  const random = config.random ?? Math.random;
  const now = config.now ?? Date.now;
  const readToken = config.getToken ?? getToken;
  const handleUnauthorized =
    config.onUnauthorized ??
    (() => {
      removeToken();
      fireSessionExpired();
    });
  const handleTokenExpired = config.onTokenExpired ?? fireSessionExpired;
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    // Read at call time so a test (or a later wrapper) can replace globalThis.fetch.
    fetch: (input, init) => (config.fetch ? config.fetch(input, init) : globalThis.fetch(input, init)),
  });

  function buildHeaders(requestId: string, hasBody: boolean): Record<string, string> {
    const token = readToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [CLIENT_HEADERS.deviceType]: DEVICE_TYPE,
      [CLIENT_HEADERS.clientVersion]: CLIENT_VERSION,
      [CLIENT_HEADERS.requestTimestamp]: new Date(now()).toISOString(),
      [CLIENT_HEADERS.requestId]: requestId,
    };
    // A JSON content type on an empty body makes the server refuse it (400), so only with a body.
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (token !== null) {
      const check = checkToken(token, now());
      if (check.expired) {
        handleTokenExpired();
        throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired, { status: 401 });
      }
      // An invalid but unexpired token is sent without credentials (spec part 1 §5).
      if (check.valid) headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  }

  async function readAnswer<T>(response: Response, sentToken: string | null): Promise<ApiAnswer<T>> {
    const declared = Number(response.headers.get('content-length') ?? '');
    if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
      void response.body?.cancel().catch(() => {});
      throw new ApiError('PAYLOAD_TOO_LARGE', API_ERROR_MESSAGES.responseTooLarge, { status: response.status });
    }
    const text = await response.text();
    // Without a content-length the size is only known after reading; a character is at least a byte.
    if (text.length > MAX_RESPONSE_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', API_ERROR_MESSAGES.responseTooLarge, { status: response.status });
    }
    const body = await decodeAnswer(parseBody(text), config.payloadKey);
    const { status } = response;

    if (status === 401) {
      // Only when the refused token is still the stored one: a late 401 for an older session must
      // not sign out the user who has signed in since.
      if (sentToken !== null && readToken() === sentToken) handleUnauthorized();
      throw new ApiError('UNAUTHORIZED', readMessage(body) ?? API_ERROR_MESSAGES.unauthorized, {
        status,
        errors: readFieldErrors(body),
      });
    }
    if (status >= 500) throw new ApiError('SERVER', serverErrorMessage(status), { status });
    if (status >= 400) {
      throw new ApiError('HTTP', readMessage(body) ?? API_ERROR_MESSAGES.http.replace('{status}', String(status)), {
        status,
        errors: readFieldErrors(body),
        answer: body,
      });
    }
    if (isRecord(body) && 'success' in body) return body as ApiAnswer<T>;
    // An answer outside the envelope (or no body at all) is wrapped so callers read one shape.
    return { success: true, data: (body ?? undefined) as T };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: ApiRequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const requestId = options.requestId ?? createRequestId();
    const plain = options.plain === true || path === LOGIN_PATH;
    const payload =
      body === undefined ? undefined : JSON.stringify(plain ? body : await encodeRequestBody(body, config.payloadKey));
    if (payload !== undefined && byteLength(payload) > MAX_REQUEST_BODY_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', API_ERROR_MESSAGES.requestTooLarge, { status: 413 });
    }
    const timeout = options.timeout ?? defaultTimeout(method, path);
    const maxRetries = options.retries ?? MAX_RETRIES;
    const url = joinUrl(baseUrl, path);
    const { signal } = options;

    for (let attempt = 0; ; attempt += 1) {
      const sentToken = readToken();
      const headers = buildHeaders(requestId, payload !== undefined);
      if (options.version !== undefined) headers[VERSION_HEADER] = versionTag(options.version);
      let response: Response;
      try {
        response = await http(url, { method, headers, body: payload, timeout, signal, searchParams: options.searchParams });
      } catch (error) {
        // The caller cancelled: hand back the abort as it is (TanStack Query expects it).
        if (signal?.aborted) throw error;
        if (attempt < maxRetries) {
          await sleep(retryDelayMs(attempt + 1, random), signal);
          continue;
        }
        if (error instanceof TimeoutError) {
          throw new ApiError('TIMEOUT', API_ERROR_MESSAGES.timeout, { cause: error });
        }
        throw new ApiError('NETWORK', API_ERROR_MESSAGES.network, { cause: error });
      }

      if (isRetryableStatus(response.status) && attempt < maxRetries) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
        const wait = retryAfter ?? retryDelayMs(attempt + 1, random);
        // A server asking for a longer pause than the back-off cap gets its answer now instead.
        if (wait <= BACKOFF_CAP_MS) {
          void response.body?.cancel().catch(() => {});
          await sleep(wait, signal);
          continue;
        }
      }
      return readAnswer<T>(response, sentToken);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, { body, ...options } = {}) => request('DELETE', path, body, options),
  };
}
