import { isApiError } from '@/lib/api/api-error';

/**
 * TanStack Query's `retry` for reads: a refusal (4xx, an expired session) gets the same answer when
 * asked again, so it is not retried; anything else once, as the app's cache defaults say (the API
 * client has already retried 5xx and network failures on its own).
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.code === 'HTTP' || error.code === 'UNAUTHORIZED' || error.code === 'TOKEN_EXPIRED')) return false;
  return failureCount < 1;
}
