/**
 * What the payroll form shows for a failed save: the server's message (or a plain sentence when
 * the server could not be reached, offline said as such) and the server's field messages on the
 * form's own fields. The server names the employee staffId or teacherId; the form has one picker.
 */
import type { TFunction } from 'i18next';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorText } from '@/lib/api/api-error-text';
import type { PayrollMessageKey } from '@/features/finance/payroll/payroll-form-values';

export type PayrollSaveError = { detail: string; fieldErrors: Record<string, string> };

const FORM_FIELD: Record<string, string> = { staffId: 'employee', teacherId: 'employee', employeeId: 'employee', employeeName: 'employee' };

const MESSAGE_KEYS: readonly PayrollMessageKey[] = [
  'selectEmployee',
  'selectSalaryMonth',
  'invalidBasicSalary',
  'netSalaryPositive',
  'invalidMoney',
  'transactionIdTooLong',
  'remarksTooLong',
];

/** The server's contract message in the UI language when it is one the catalogue holds. */
function translated(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.find((candidate) => FINANCE_MESSAGES[candidate] === message);
  return key ? t(`financePayroll.messages.${key}`) : message;
}

export function readPayrollSaveError(t: TFunction, error: unknown, online: boolean = navigator.onLine): PayrollSaveError {
  if (isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT')) {
    const detail = !online
      ? t('financePayroll.messages.offline')
      : error.code === 'TIMEOUT'
        ? t('financePayroll.messages.timeout')
        : t('financePayroll.messages.network');
    return { detail, fieldErrors: {} };
  }
  const fieldErrors: Record<string, string> = {};
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.errors ?? {})) fieldErrors[FORM_FIELD[field] ?? field] = translated(t, message);
    // 'Employee not found' comes without a field: it is the picker's.
    if (error.status === 404 && error.serverMessage === FINANCE_MESSAGES.employeeNotFound) fieldErrors.employee ??= error.message;
  }
  return { detail: translated(t, apiErrorText(error, t('financePayroll.messages.saveFailed'))), fieldErrors };
}
