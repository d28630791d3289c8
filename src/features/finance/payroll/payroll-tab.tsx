// PLACEHOLDER (lead): replaced by the Payroll helper.
/** The Payroll tab (spec §2.4 "Payroll list"); `onAdd` opens the Add Payroll modal (owned by the screen). */
export type PayrollTabProps = { onAdd: () => void };
export function PayrollTab(_props: PayrollTabProps) {
  return null;
}
