/** Addresses of the payroll API (spec part 2 §7.4), relative to the API base `/api`. */
export { PAYROLL_EMPLOYEES_PATH } from '@/contract/payroll-employees';

export const PAYROLLS_PATH = '/payrolls';

export function payrollPath(id: number): string {
  return `${PAYROLLS_PATH}/${id}`;
}
