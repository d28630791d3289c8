/**
 * The signed-in user's unsent writes to one kind of finance record (new records, and the records
 * with an unsent change: usePendingWrites); once one is sent, every finance read is refreshed,
 * since every money write moves them (finance-keys.ts). Each tab passes only its own area's
 * definitions (see kept-write.ts).
 */
import type { OfflineWrite } from '@/contract/endpoint';
import { usePendingWrites, useRefreshWhenSent, type PendingWrites } from '@/lib/offline/outbox/pending-writes';
import { financeKeys } from '@/features/finance/api/finance-keys';

export function usePendingFinanceWrites(writes: readonly OfflineWrite[], entity: string): PendingWrites {
  const pending = usePendingWrites(writes, entity);
  useRefreshWhenSent(pending, financeKeys.all);
  return pending;
}
