import type { TFunction } from 'i18next';
import { API_ERROR_MESSAGES, isApiError } from '@/lib/api/api-error';

/**
 * The error text of the dashboard (spec §8): the server's own message when it sent one; 'Failed to
 * load analytics' for a failed call without one (unreachable, 5xx, a bare status); 'Error loading
 * analytics' for anything that is not an API failure.
 */
export function analyticsErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('studentDashboard.error.analyticsError');
  const bareStatus = API_ERROR_MESSAGES.http.replace('{status}', String(error.status));
  const fromServer = (error.code === 'HTTP' || error.code === 'UNAUTHORIZED') && error.message !== '' && error.serverMessage !== bareStatus && error.serverMessage !== API_ERROR_MESSAGES.unauthorized;
  return fromServer ? error.message : t('studentDashboard.error.analyticsFailed');
}
