import { queryOptions, useQuery } from '@tanstack/react-query';
import { payrollEmployeesAnswerSchema, type PayrollEmployee } from '@/contract/payroll-employees';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PAYROLL_EMPLOYEES_PATH } from '@/features/finance/api/payroll-paths';

/** Spec §9: the staff and teacher pickers' lists are stale after 10 minutes and kept 15. */
export const EMPLOYEE_PICKER_STALE_MS = 10 * 60_000;
export const EMPLOYEE_PICKER_CACHE_MS = 15 * 60_000;

const LIST_FAILED = 'Failed to load employees';

/** GET /payrolls/employees: the active staff members and teachers of the user's school. */
export async function getPayrollEmployees(signal?: AbortSignal): Promise<PayrollEmployee[]> {
  const answer = await api.get<PayrollEmployee[]>(PAYROLL_EMPLOYEES_PATH, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? LIST_FAILED, { status: 200 });
  const parsed = payrollEmployeesAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected employee list answer', parsed.error);
    throw new ApiError('HTTP', LIST_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

export function payrollEmployeesQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.employeePicker(),
    queryFn: ({ signal }) => getPayrollEmployees(signal),
    retry: retryUnlessRefused,
    staleTime: EMPLOYEE_PICKER_STALE_MS,
    gcTime: EMPLOYEE_PICKER_CACHE_MS,
  });
}

export function usePayrollEmployees() {
  return useQuery(payrollEmployeesQueryOptions());
}
