/**
 * Pieces the extras routes share in their zod schemas (and so in /api/openapi.json): the
 * customer id parameter, paging, a compact customer summary and count lists. The error and paged
 * answers every area uses are in server/lib/answer-schemas.ts.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import type { CustomerRow } from '../customer-dto';
import { pageSchema } from '@/contract/ids';

export const customerIdParamsSchema = z.object({ id: z.string().max(100).describe('Customer id (UUID)') });

export const pageQuery = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  _t: z.unknown().optional(),
});

/** One value of an enumeration (canonical form; null = not given) and how many customers have it. */
export const countItemSchema = z.object({ value: z.string().nullable(), count: z.number().int() });
export type CountItem = z.infer<typeof countItemSchema>;

/** What lists of other things (tasks, history, pipeline) show of a customer. */
export const customerSummarySchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  name: z.string(),
  dariName: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.string(),
  purpose: z.string().nullable(),
  source: z.string().nullable(),
  priority: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

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

/** A user as lists of notes and tasks name them. */
export const userRefSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

export function toUserRef(row: { id: number; username: string; firstName: string | null; lastName: string | null }): UserRef {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { id: row.id, username: row.username, name: name || row.username };
}

/** A percentage with two decimals; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0;
}
