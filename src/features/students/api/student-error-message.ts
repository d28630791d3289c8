import { API_ERROR_MESSAGES, isApiError } from '@/lib/api/api-error';

/**
 * The text to show for a failed students call: the server's own message when it sent one (a 4xx
 * with a message, or an error thrown here with the spec's text), else `fallback`.
 */
export function studentErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.code !== 'HTTP' && error.code !== 'UNAUTHORIZED') return error.message !== '' ? error.message : fallback;
    const generic: string[] = [API_ERROR_MESSAGES.unauthorized, API_ERROR_MESSAGES.http.replace('{status}', String(error.status))];
    return error.message !== '' && !generic.includes(error.message) ? error.message : fallback;
  }
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
