/**
 * How the customer calls beyond CRUD (search, analytics, conversion, tasks, documents, ...) fill
 * the shared pieces of their answers (a compact customer summary, a named user, a percentage);
 * the schemas themselves are the contract's (src/contract/customer-extras.ts).
 */
import type { CustomerSummary, UserRef } from '@/contract/customer-extras';
import type { CustomerRow } from './customer-dto';

export function toCustomerSummary(
  row: Pick<CustomerRow, 'id' | 'serialNumber' | 'name' | 'dariName' | 'phone' | 'type' | 'purpose' | 'source' | 'priority' | 'status' | 'createdAt'>,
): CustomerSummary {
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    name: row.name,
    dariName: row.dariName,
    phone: row.phone,
    type: row.type,
    purpose: row.purpose,
    source: row.source,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUserRef(row: { id: number; username: string; firstName: string | null; lastName: string | null }): UserRef {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { id: row.id, username: row.username, name: name || row.username };
}

/** A percentage with two decimals; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0;
}
