/**
 * The WHERE and ORDER BY of customer lists (GET /customers; reusable by other customer queries).
 *
 * Search matches fragments of name, Dari name, email, phone and mobile with ILIKE '%…%', which the
 * GIN trigram indexes serve (fragments of 3+ characters; shorter ones fall back to a scan). A
 * phone-like search ("0799 123", "+93 799-123") also matches its digits alone and, for the local
 * form with a leading 0, the digits without it, so "0799123" finds "+93799123456".
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_PURPOSES,
  toCanonical,
  type CustomerDepartment,
  type CustomerPurpose,
  type customerListQuerySchema,
} from '@/contract/customers';
import type { z } from 'zod';
import { customers } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { SCHOOL_TIME_ZONE } from './customer-serial';

export type CustomerListFilters = z.output<typeof customerListQuerySchema>;

/**
 * `purpose` takes a purpose word or, as the spec's client sends (`purpose=academic`), a
 * department word. Null when it is neither.
 */
export function resolvePurposeFilter(
  word: string,
): { column: 'purpose'; value: CustomerPurpose } | { column: 'department'; value: CustomerDepartment } | null {
  const canonical = toCanonical(word);
  if ((CUSTOMER_PURPOSES as readonly string[]).includes(canonical)) return { column: 'purpose', value: canonical as CustomerPurpose };
  if ((CUSTOMER_DEPARTMENTS as readonly string[]).includes(canonical)) {
    return { column: 'department', value: canonical as CustomerDepartment };
  }
  return null;
}

/** Extra forms of a phone-like search: its digits, and the digits without a local leading 0. */
export function phoneSearchVariants(term: string): string[] {
  if (!/^[\d\s()+.-]+$/.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  const variants = new Set<string>();
  if (digits.length >= 3 && digits !== term) variants.add(digits);
  if (/^0[1-9]/.test(digits) && digits.length >= 4) variants.add(digits.slice(1));
  return [...variants];
}

export function customerSearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const phonePatterns = [pattern, ...phoneSearchVariants(term).map(likePattern)];
  return or(
    ilike(customers.name, pattern),
    ilike(customers.dariName, pattern),
    ilike(customers.email, pattern),
    ...phonePatterns.flatMap((phonePattern) => [ilike(customers.phone, phonePattern), ilike(customers.mobile, phonePattern)]),
  );
}

/** Start of a school day (Asia/Kabul) as an instant. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SCHOOL_TIME_ZONE})`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;

export function customerListConditions(filters: Partial<CustomerListFilters>, user: AuthUser): SQL | undefined {
  const purpose = filters.purpose ? resolvePurposeFilter(filters.purpose) : undefined;
  return and(
    schoolScopeCondition(user, customers.schoolId),
    filters.includeDeleted ? undefined : isNull(customers.deletedAt),
    filters.type ? eq(customers.type, filters.type) : undefined,
    filters.status ? eq(customers.status, filters.status) : undefined,
    filters.priority ? eq(customers.priority, filters.priority) : undefined,
    filters.source ? eq(customers.source, filters.source) : undefined,
    filters.department ? eq(customers.department, filters.department) : undefined,
    // An unknown purpose word matches nothing (the route refuses it before this).
    purpose === null ? sql`false` : purpose ? eq(customers[purpose.column], purpose.value) : undefined,
    filters.from ? sql`${customers.createdAt} >= ${dayStart(filters.from)}` : undefined,
    filters.to ? sql`${customers.createdAt} < ${dayAfter(filters.to)}` : undefined,
    customerSearchCondition(filters.search),
  );
}

const PRIORITY_RANK = sql`case ${customers.priority} when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1 else 0 end`;

/** ORDER BY of a list; ties fall back to the newest first, then the id, so pages are stable. */
export function customerOrderBy(sortBy: CustomerListFilters['sortBy'] = 'createdAt', sortOrder: CustomerListFilters['sortOrder'] = 'desc'): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const primary: Record<CustomerListFilters['sortBy'], SQL | Parameters<typeof asc>[0]> = {
    createdAt: customers.createdAt,
    updatedAt: customers.updatedAt,
    name: customers.name,
    serialNumber: customers.serialNumber,
    priority: PRIORITY_RANK,
  };
  const order = [direction(primary[sortBy])];
  if (sortBy !== 'createdAt') order.push(desc(customers.createdAt));
  order.push(direction(customers.id));
  return order;
}
