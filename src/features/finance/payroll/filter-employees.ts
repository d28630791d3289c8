/**
 * The employee picker's search (spec part 2 §5 "Employee picker search"): case-insensitive, over
 * the name, employee id, designation or department (staff) or subject (teachers), phone and email.
 */
import type { PayrollEmployee } from '@/contract/payroll-employees';

export function employeeFullName(employee: Pick<PayrollEmployee, 'user'>): string {
  return [employee.user.firstName, employee.user.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
}

function searchableTexts(employee: PayrollEmployee): (string | null)[] {
  const role = employee.kind === 'staff' ? [employee.designation, employee.department] : [employee.subject];
  return [employeeFullName(employee), employee.employeeId, ...role, employee.user.phone, employee.user.email];
}

/** The employees whose texts contain `search` (all of them when it is blank), in their given order. */
export function filterEmployees(employees: readonly PayrollEmployee[], search: string): PayrollEmployee[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...employees];
  return employees.filter((employee) => searchableTexts(employee).some((text) => text?.toLowerCase().includes(needle)));
}
