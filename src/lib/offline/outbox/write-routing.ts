/**
 * Which requests the outbox takes, and which answers mean "the server cannot be reached"
 * (issue 4, issue 22): a POST, PUT or PATCH to this origin's /api whose endpoint definition has an
 * offline policy (src/contract/endpoints/offline-writes.ts). The definition decides: session calls,
 * batches that answer a per-row report and writes whose answer is needed at once have none, so
 * they fail at once when offline. Uploads (multipart bodies: photos up to 5 MB are not kept on the
 * device) are never kept.
 */
import { findOfflineWrite } from '@/contract/endpoints/offline-writes';
import { isRetryableStatus, meansTryLater as answerMeansTryLater } from '@/contract/retryable-status';

const QUEUED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function isQueueableWrite(request: Pick<Request, 'method' | 'url'> & { headers?: Pick<Headers, 'get'> }, origin: string): boolean {
  if (!QUEUED_METHODS.has(request.method)) return false;
  if (request.headers?.get('content-type')?.toLowerCase().startsWith('multipart/')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  return findOfflineWrite(request.method, url.pathname.slice('/api'.length)) !== null;
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
  return answerMeansTryLater(response.status, response.headers.has('retry-after'));
}
