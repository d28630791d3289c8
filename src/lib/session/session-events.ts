/** The browser event that tells the app its session is over (spec part 1 §4, §8). */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';

let dispatching = false;

/**
 * Fires sessionExpired. A handler that logs out may call the API again while the event is still
 * being dispatched (an expired token fires it synchronously); that nested firing is dropped
 * instead of recursing.
 */
export function fireSessionExpired(): void {
  if (dispatching) return;
  dispatching = true;
  try {
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  } finally {
    dispatching = false;
  }
}

/** Subscribes to sessionExpired; returns the unsubscribe function. */
export function onSessionExpired(handler: () => void): () => void {
  const listener = () => handler();
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}
