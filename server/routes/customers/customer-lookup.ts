/**
 * Which customers a user may see from the calls beyond CRUD: not soft-deleted, and in a school of
 * the user's data scope. A customer outside that answers 404, never 403, so ids of other schools
 * are not revealed (server/lib/school-scope.ts).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { CUSTOMER_MESSAGES } from '@/contract/customers';
import type { DbOrTx } from '../../db/connection';
import { customers } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import type { CustomerRow } from './customer-dto';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Undeleted customers of the schools in the user's scope, plus any further conditions. */
export function visibleCustomers(user: AuthUser, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(isNull(customers.deletedAt), schoolScopeCondition(user, customers.schoolId), ...conditions);
}

/** The customer, or 404 "Customer not found" (also for a malformed id, a deleted one or another school's). */
export async function findVisibleCustomer(db: DbOrTx, user: AuthUser, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  const [row] = await db.select().from(customers).where(visibleCustomers(user, eq(customers.id, id)));
  if (!row) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  return row;
}
