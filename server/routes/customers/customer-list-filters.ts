/**
 * The WHERE and ORDER BY of customer lists (GET /customers; reusable by other customer queries).
 *
 * Search: a text matches fragments of name, Dari name and email (ILIKE '%…%', served by the GIN
 * trigram indexes for fragments of 3+ characters; shorter ones fall back to a scan). A phone-like
 * search matches the digits of phone and mobile (trigram indexes on regexp_replace(…, '[^0-9]')),
 * so however the number was typed, "0799 123" finds "+93 799 123 456". A serial number
 * (V-2026-000123) finds its customer. Dari and Arabic digits count as ASCII ones, and the Arabic
 * yeh and kaf as the Dari ones (src/contract/search-term.ts).
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_PURPOSES,
  toCanonical,
  type CustomerDepartment,
  type CustomerPurpose,
  type customerListQuerySchema,
} from '@/contract/customers';
import type { z } from 'zod';
import { EMAIL_FRAGMENT_DIGITS, PHONE_LIKE, SERIAL_NUMBER, phoneSearchDigits } from '@/contract/customer-text-search';
import { normalizeSearchTerm, searchSpellings } from '@/contract/search-term';
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
  if (!PHONE_LIKE.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  const variants = new Set<string>();
  if (digits.length >= 3 && digits !== term) variants.add(digits);
  if (/^0[1-9]/.test(digits) && digits.length >= 4) variants.add(digits.slice(1));
  return [...variants];
}

/** A phone column's digits; the expression of the customers *_digits_* indexes (keep it identical). */
export function phoneDigitsOf(column: PgColumn): SQL {
  return sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
}

/**
 * GET /customers?search=…, as src/contract/customer-text-search.ts describes it (the device's
 * offline search follows the same rules). Text fragments use the search_text column (name, Dari
 * name and email, lower-cased) and its trigram index; phone digits their own indexes.
 */
export function customerSearchCondition(search: string | undefined): SQL | undefined {
  // Dari digits as ASCII; the Dari and the Arabic spelling of yeh and kaf (search-term.ts).
  const term = normalizeSearchTerm(search ?? '');
  if (!term) return undefined;
  const pattern = likePattern(term);
  if (SERIAL_NUMBER.test(term)) return eq(customers.serialNumber, term.toUpperCase());
  const [dari, arabic] = searchSpellings(term).map((spelling) => sql`${customers.searchText} like lower(${likePattern(spelling)})`);
  const inSearchText = arabic ? sql`(${dari} or ${arabic})` : dari;
  if (!PHONE_LIKE.test(term)) return inSearchText;
  const digits = phoneSearchDigits(term);
  if (digits === null) return or(ilike(customers.phone, pattern), ilike(customers.mobile, pattern));
  const digitsPattern = likePattern(digits);
  return or(
    sql`${phoneDigitsOf(customers.phone)} like ${digitsPattern}`,
    sql`${phoneDigitsOf(customers.mobile)} like ${digitsPattern}`,
    EMAIL_FRAGMENT_DIGITS.test(term) ? inSearchText : undefined,
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

type SortSource = Record<'createdAt' | 'updatedAt' | 'name' | 'serialNumber' | 'priority' | 'id', SQLWrapper>;

/**
 * ORDER BY of a list; ties fall back to the newest first, then the id, so pages are stable.
 * `source`: the customers table, or a subquery selecting its columns.
 */
export function customerOrderBy(
  sortBy: CustomerListFilters['sortBy'] = 'createdAt',
  sortOrder: CustomerListFilters['sortOrder'] = 'desc',
  source: SortSource = customers,
): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const primary: Record<CustomerListFilters['sortBy'], SQLWrapper> = {
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
    name: source.name,
    serialNumber: source.serialNumber,
    priority: sql`case ${source.priority} when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1 else 0 end`,
  };
  const order = [direction(primary[sortBy])];
  if (sortBy !== 'createdAt') order.push(desc(source.createdAt));
  order.push(direction(source.id));
  return order;
}
