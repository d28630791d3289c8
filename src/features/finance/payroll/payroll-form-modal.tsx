// PLACEHOLDER (lead): replaced by the Payroll helper.
import type { Payroll } from '@/contract/finance';
/** Add Payroll, or Edit when `payroll` is given. */
export type PayrollFormModalProps = { opened: boolean; onClose: () => void; payroll?: Payroll | null };
export function PayrollFormModal(_props: PayrollFormModalProps) {
  return null;
}
