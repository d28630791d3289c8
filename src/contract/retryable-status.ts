/**
 * Which answers mean "the server could not take it now, ask again later" rather than a refusal:
 * no answer is decided by the caller; 5xx, 429 and 408; and a 409 with Retry-After, the server's
 * "this X-Request-ID is still being processed". The client's retries and outbox read this, and so
 * does the server's batch replay, which stops at such an answer to keep the writes in order.
 */
export function isRetryableStatus(status: number): boolean {
  return (status >= 500 && status <= 599) || status === 429 || status === 408;
}

export function meansTryLater(status: number, hasRetryAfter: boolean): boolean {
  return isRetryableStatus(status) || (status === 409 && hasRetryAfter);
}
