import type { Fee, FeeSummary } from '@/contract/student-portal-records';
import type { PortalFeeList } from '@/features/parent-portal/api/get-fees';

/**
 * The Fees summary: the server's (meta.summary, exact decimal sums) from either answer; only when
 * neither carries one, summed here from both lists by the same rules (pending = PENDING + OVERDUE
 * amounts, paid = paid amounts, total = every amount). Null until both lists are in.
 */
export function feeSummaryOf(current: PortalFeeList | undefined, history: PortalFeeList | undefined): FeeSummary | null {
  const given = current?.summary ?? history?.summary;
  if (given) return given;
  if (!current || !history) return null;
  const all = [...current.fees, ...history.fees];
  const sum = (fees: Fee[], pick: (fee: Fee) => number) => Math.round(fees.reduce((total, fee) => total + pick(fee), 0) * 100) / 100;
  return {
    pending: sum(all.filter((fee) => fee.status === 'PENDING' || fee.status === 'OVERDUE'), (fee) => fee.amount),
    paid: sum(all, (fee) => fee.paidAmount),
    total: sum(all, (fee) => fee.amount),
  };
}
