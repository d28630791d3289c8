import { phoneOwnerOf, type PhoneOwner } from '@/contract/customers';
import { API_ERROR_MESSAGES, isApiError } from '@/lib/api/api-error';

/**
 * The text to show for a failed customer call (spec part 1 §8): the server's own message when it
 * sent one; `fallback` when the call failed without one (unreachable, 5xx, a bare status);
 * `unexpected` (default: `fallback`) for anything that is not an API failure at all.
 */
export function customerErrorMessage(error: unknown, fallback: string, unexpected: string = fallback): string {
  if (!isApiError(error)) return unexpected;
  if (error.code !== 'HTTP' && error.code !== 'UNAUTHORIZED') return fallback;
  const generic: string[] = [API_ERROR_MESSAGES.unauthorized, API_ERROR_MESSAGES.http.replace('{status}', String(error.status))];
  return error.message !== '' && !generic.includes(error.serverMessage) ? error.message : fallback;
}

/** Field messages of a 400 answer (`errors: { name: 'Full name is required' }`), if any. */
export function customerFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.errors ? error.errors : {};
}

/** The visitor a refused create or edit names as the phone's owner (its 409), or null. */
export function phoneOwnerOfError(error: unknown): PhoneOwner | null {
  return isApiError(error) && error.status === 409 ? phoneOwnerOf(error.answer) : null;
}
