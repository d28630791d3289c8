/**
 * The WHERE of the advanced search, the filter sets, saved searches and the CSV export: a
 * customer matches when it meets every given criterion (within the user's scope, not deleted).
 * The free-text `search` and the ordering are the list's own (customer-list-filters.ts).
 */
import { and, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CustomerSearchCriteria } from '@/contract/customer-search';
import { customers } from '../../db/schema';
import { addDays, kabulMidnight } from '../../lib/kabul-time';
import { likePattern } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';
import { customerOrderBy, customerSearchCondition, phoneSearchVariants } from './customer-list-filters';
import { visibleCustomers } from './customer-lookup';

const contains = (column: PgColumn, text: string | undefined) => (text ? ilike(column, likePattern(text)) : undefined);
const oneOf = (column: PgColumn, values: readonly string[] | undefined) => (values && values.length > 0 ? inArray(column, [...values]) : undefined);

/** Inclusive Kabul days [from, to] on a timestamp column. */
function dayRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? sql`${column} >= ${kabulMidnight(from).toISOString()}::timestamptz` : undefined,
    to ? sql`${column} < ${kabulMidnight(addDays(to, 1)).toISOString()}::timestamptz` : undefined,
  );
}

/** Phone or mobile holds the fragment, also in its digit-only forms ("0799 100" finds "+93799100…"). */
function phoneCondition(phone: string | undefined): SQL | undefined {
  if (!phone) return undefined;
  return or(...[phone, ...phoneSearchVariants(phone)].flatMap((text) => [contains(customers.phone, text), contains(customers.mobile, text)]));
}

function tagsCondition(tags: string[] | undefined, match: 'any' | 'all' | undefined): SQL | undefined {
  if (!tags || tags.length === 0) return undefined;
  if (match === 'all') return sql`${customers.tags} @> ${JSON.stringify(tags)}::jsonb`;
  return or(...tags.map((tag) => sql`${customers.tags} @> ${JSON.stringify([tag])}::jsonb`));
}

export function criteriaCondition(user: AuthUser, criteria: Partial<CustomerSearchCriteria>): SQL | undefined {
  const c = criteria;
  return visibleCustomers(
    user,
    customerSearchCondition(c.search),
    contains(customers.name, c.name),
    contains(customers.dariName, c.dariName),
    phoneCondition(c.phone),
    contains(customers.email, c.email),
    contains(customers.serialNumber, c.serialNumber),
    contains(customers.remarks, c.remarks),
    contains(customers.city, c.city),
    contains(customers.company, c.company),
    contains(customers.occupation, c.occupation),
    oneOf(customers.type, c.type),
    oneOf(customers.status, c.status),
    oneOf(customers.purpose, c.purpose),
    oneOf(customers.priority, c.priority),
    oneOf(customers.source, c.source),
    oneOf(customers.department, c.department),
    oneOf(customers.gender, c.gender),
    oneOf(customers.referredTo, c.referredTo),
    tagsCondition(c.tags, c.tagsMatch),
    dayRange(customers.createdAt, c.createdFrom ?? c.from, c.createdTo ?? c.to),
    dayRange(customers.updatedAt, c.updatedFrom, c.updatedTo),
    dayRange(customers.convertedAt, c.convertedFrom, c.convertedTo),
    c.converted === undefined ? undefined : c.converted ? isNotNull(customers.convertedStudentId) : isNull(customers.convertedStudentId),
    c.assignedTo === undefined ? undefined : sql`${customers.assignedTo} = ${c.assignedTo}`,
    c.createdBy === undefined ? undefined : sql`${customers.createdBy} = ${c.createdBy}`,
  );
}

export function criteriaOrderBy(criteria: Partial<CustomerSearchCriteria>): SQL[] {
  return customerOrderBy(criteria.sortBy ?? 'createdAt', criteria.sortOrder ?? 'desc');
}
