import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/contract/finance';

export type PaymentLabels = {
  status: (status: string) => string;
  method: (method: string) => string;
  type: (type: string) => string;
  studentName: (payment: Pick<Payment, 'student'>) => string;
};

/** The payment vocabularies in words (an unknown code shows as sent). */
export function usePaymentLabels(): PaymentLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      status: (status) => t(`finance.status.${status}`, { defaultValue: status }),
      method: (method) => t(`finance.method.${method}`, { defaultValue: method }),
      type: (type) => t(`finance.type.${type}`, { defaultValue: type }),
      studentName: ({ student }) => [student.firstName, student.lastName].filter(Boolean).join(' '),
    }),
    [t],
  );
}
