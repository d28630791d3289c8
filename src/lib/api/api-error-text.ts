import { API_ERROR_MESSAGES, isApiError } from '@/lib/api/api-error';

/**
 * The text to show for a failed call: the server's own message when it sent one (a 4xx with a
 * message, or an error thrown by a feature with the spec's text), else the area's `fallback`. The
 * client's bare texts for a 401 or a status without a message count as no message.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.code !== 'HTTP' && error.code !== 'UNAUTHORIZED') return error.message !== '' ? error.message : fallback;
    const generic: string[] = [API_ERROR_MESSAGES.unauthorized, API_ERROR_MESSAGES.http.replace('{status}', String(error.status))];
    return error.message !== '' && !generic.includes(error.serverMessage) ? error.message : fallback;
  }
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
