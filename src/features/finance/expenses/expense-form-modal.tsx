// PLACEHOLDER (lead): replaced by the Expenses helper.
import type { Expense } from '@/contract/finance';
/** Add Expense, or Edit when `expense` is given. */
export type ExpenseFormModalProps = { opened: boolean; onClose: () => void; expense?: Expense | null };
export function ExpenseFormModal(_props: ExpenseFormModalProps) {
  return null;
}
