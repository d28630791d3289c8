/**
 * The alert of a failed Add Payment (spec §8: "'Error: ' plus the server message, or 'Failed to
 * create payment'"): the server's own message when it sent one, the spec's fallback otherwise
 * (the client's bare texts for a network failure or a status without a message are no message).
 */
import type { TFunction } from 'i18next';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { isApiError } from '@/lib/api/api-error';

export function paymentCreateErrorText(t: TFunction, error: unknown): string {
  const fallback = t('financePayment.errors.createFailed');
  if (isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'SERVER')) return fallback;
  if (isApiError(error) && error.serverMessage === FINANCE_MESSAGES.createPaymentFailed) return fallback;
  const message = apiErrorText(error, FINANCE_MESSAGES.createPaymentFailed);
  return message === FINANCE_MESSAGES.createPaymentFailed ? fallback : t('financePayment.errors.createFailedWith', { message });
}
