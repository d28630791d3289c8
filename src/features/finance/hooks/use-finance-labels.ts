import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  FINANCE_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PAYROLL_STATUSES,
} from '@/contract/finance';

export type FinanceOption = { value: string; label: string };

export type FinanceLabels = {
  status: (code: string) => string;
  method: (code: string) => string;
  type: (code: string) => string;
  category: (name: string) => string;
  /** NativeSelect data, in the contract's order. */
  options: {
    paymentStatus: FinanceOption[];
    paymentMethod: FinanceOption[];
    paymentType: FinanceOption[];
    expenseStatus: FinanceOption[];
    payrollStatus: FinanceOption[];
    /** The methods of expenses and payroll. */
    method: FinanceOption[];
    category: FinanceOption[];
  };
};

/**
 * The finance vocabularies in words: ONE set (finance.labels) for payments, expenses and payroll.
 * A code the catalogue does not know (an older row) shows as stored.
 */
export function useFinanceLabels(): FinanceLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const status = (code: string) => t(`finance.labels.status.${code}`, { defaultValue: code });
    const method = (code: string) => t(`finance.labels.method.${code}`, { defaultValue: code });
    const type = (code: string) => t(`finance.labels.type.${code}`, { defaultValue: code });
    const category = (name: string) => t(`finance.labels.category.${name}`, { defaultValue: name });
    const optionsOf = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));
    return {
      status,
      method,
      type,
      category,
      options: {
        paymentStatus: optionsOf(PAYMENT_STATUSES, status),
        paymentMethod: optionsOf(PAYMENT_METHODS, method),
        paymentType: optionsOf(PAYMENT_TYPES, type),
        expenseStatus: optionsOf(EXPENSE_STATUSES, status),
        payrollStatus: optionsOf(PAYROLL_STATUSES, status),
        method: optionsOf(FINANCE_METHODS, method),
        category: optionsOf(EXPENSE_CATEGORIES, category),
      },
    };
  }, [t]);
}
