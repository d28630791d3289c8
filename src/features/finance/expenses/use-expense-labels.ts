import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, FINANCE_METHODS } from '@/contract/finance';

export type ExpenseLabels = {
  status: (status: string) => string;
  method: (method: string) => string;
  category: (category: string) => string;
  statusOptions: { value: string; label: string }[];
  methodOptions: { value: string; label: string }[];
  categoryOptions: { value: string; label: string }[];
};

/**
 * The words for the stored values (canonical upper-case statuses and methods, the fixed
 * categories) in the UI language. A value the catalogue does not know (an older row) shows as stored.
 */
export function useExpenseLabels(): ExpenseLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const status = (value: string) => t(`financeExpenses.statuses.${value}`, { defaultValue: value });
    const method = (value: string) => t(`financeExpenses.methods.${value}`, { defaultValue: value });
    const category = (value: string) => t(`financeExpenses.categories.${value}`, { defaultValue: value });
    return {
      status,
      method,
      category,
      statusOptions: EXPENSE_STATUSES.map((value) => ({ value, label: status(value) })),
      methodOptions: FINANCE_METHODS.map((value) => ({ value, label: method(value) })),
      categoryOptions: EXPENSE_CATEGORIES.map((value) => ({ value, label: category(value) })),
    };
  }, [t]);
}
