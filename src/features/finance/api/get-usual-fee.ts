/**
 * The student's usual fee, for the Add Payment form's confirm step (src/contract/money-limits.ts
 * `usualFeeCents`: the largest active fee structure for the student's class or every class). The
 * school's active fee structures are one list (GET /fee-structures?active=true, up to 500), read
 * once and cached; a user who may not read them, or a failed read, means no usual fee and no
 * confirm step: the school's limit per amount still applies.
 */
import { useQuery } from '@tanstack/react-query';
import * as feeStructureEndpoints from '@/contract/endpoints/finance/fee-structures';
import type { FeeStructure } from '@/contract/finance-ledger';
import { usualFeeCents } from '@/contract/money-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

const FEE_STRUCTURES_STALE_MS = 10 * 60 * 1000;

async function getActiveFeeStructures(signal?: AbortSignal): Promise<FeeStructure[]> {
  const answer = await send(
    feeStructureEndpoints.list,
    { query: { active: true, page: 1, limit: 500 } },
    { signal, retries: 1, failed: 'Failed to load the fee structures' },
  );
  return answer.data;
}

/** The student's usual fee in cents, or null (none applies, not chosen yet, or not readable). */
export function useUsualFeeCents(student: { classId: number | null } | null): number | null {
  const query = useQuery({
    queryKey: financeKeys.activeFeeStructures(),
    queryFn: ({ signal }) => getActiveFeeStructures(signal),
    staleTime: FEE_STRUCTURES_STALE_MS,
    retry: false,
    enabled: student !== null,
  });
  return student && query.data ? usualFeeCents(query.data, student.classId) : null;
}
