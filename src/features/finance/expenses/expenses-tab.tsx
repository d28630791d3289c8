// PLACEHOLDER (lead): replaced by the Expenses helper.
/** The Expenses tab (spec §2.4 "Expenses list"); `onAdd` opens the Add Expense modal (owned by the screen). */
export type ExpensesTabProps = { onAdd: () => void };
export function ExpensesTab(_props: ExpensesTabProps) {
  return null;
}
