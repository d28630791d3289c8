import { queryOptions, useQuery } from '@tanstack/react-query';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** Spec §9: the staff and teacher pickers' lists are stale after 10 minutes and kept 15. */
export const EMPLOYEE_PICKER_STALE_MS = 10 * 60_000;
export const EMPLOYEE_PICKER_CACHE_MS = 15 * 60_000;

const LIST_FAILED = 'Failed to load employees';

/** GET /payrolls/employees: the active staff members and teachers of the user's school. */
export async function getPayrollEmployees(signal?: AbortSignal): Promise<PayrollEmployee[]> {
  const answer = await send(payrollEndpoints.employees, {}, { signal, failed: LIST_FAILED });
  return answer.data;
}

export function payrollEmployeesQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.employeePicker(),
    queryFn: ({ signal }) => getPayrollEmployees(signal),
    // Kept for this user (encrypted): a payroll line can be written during an outage.
    ...offlineRead(),
    retry: retryUnlessRefused,
    staleTime: EMPLOYEE_PICKER_STALE_MS,
    gcTime: EMPLOYEE_PICKER_CACHE_MS,
  });
}

export function usePayrollEmployees() {
  return useQuery(payrollEmployeesQueryOptions());
}
