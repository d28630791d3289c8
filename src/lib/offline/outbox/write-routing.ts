/**
 * Which requests the outbox takes, and which answers mean "the server cannot be reached"
 * (issue 4): POST, PUT and PATCH to this origin's /api, except the session calls (login,
 * logout, refresh), which only make sense at the moment they are made, batch calls whose answer
 * reports refused rows (students import, students, teachers and staff bulk), and file uploads
 * (multipart bodies: photos up to 5 MB are not kept on the device; the screen says the upload
 * failed and the user tries again online).
 */
import { isRetryableStatus } from '@/lib/retry/backoff';

const QUEUED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const NEVER_QUEUED = [
  /^\/api\/users\/login\/?$/,
  /^\/api\/auth(\/|$)/,
  // Batches answer 200 with a per-row report of what was refused: replayed later, nobody would
  // see that report, so they run online only (the import screen resumes a stopped part).
  /^\/api\/(students|teachers|staff)\/(import|bulk)(\/|$)/,
];

export function isQueueableWrite(request: Pick<Request, 'method' | 'url'> & { headers?: Pick<Headers, 'get'> }, origin: string): boolean {
  if (!QUEUED_METHODS.has(request.method)) return false;
  if (request.headers?.get('content-type')?.toLowerCase().startsWith('multipart/')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !/^\/api\//.test(url.pathname)) return false;
  return !NEVER_QUEUED.some((pattern) => pattern.test(url.pathname));
}

/** No answer is handled by the caller; these statuses mean the server could not take it now. */
export function meansUnreachable(status: number): boolean {
  return isRetryableStatus(status);
}

/**
 * A 409 with Retry-After is the server's "this X-Request-ID is still being processed" (an earlier
 * attempt of the same write is running): ask again later, it is not a refusal.
 */
export function meansTryLater(response: Pick<Response, 'status' | 'headers'>): boolean {
  return meansUnreachable(response.status) || (response.status === 409 && response.headers.has('retry-after'));
}
