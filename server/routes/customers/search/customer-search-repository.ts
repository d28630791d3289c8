/**
 * Queries behind the search calls: criteria pages, suggestions and autocomplete (prefix matches
 * ranked before fragment matches), facet counts and the pipeline by status. Fragment matching
 * uses ILIKE '%…%', which the trigram indexes on name, Dari name, phone, mobile and email serve.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { facetsSchema, pipelineSchema, SUGGESTION_FIELDS, type SuggestionField, suggestionSchema } from '@/contract/customer-extras';
import type { CustomerSearchCriteria } from '@/contract/customer-search';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_GENDERS,
  CUSTOMER_PRIORITIES,
  CUSTOMER_PURPOSES,
  CUSTOMER_SOURCES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
} from '@/contract/customers';
import type { DbOrTx } from '../../../db/connection';
import { customers } from '../../../db/schema';
import { likePattern } from '../../../lib/lookup-query';
import type { AuthUser } from '../../../types';
import { toCustomerSummary } from '../customer-answer-parts';
import { countByColumn } from '../customer-breakdowns';
import { criteriaCondition, criteriaOrderBy } from '../customer-criteria';
import { toCustomerDto } from '../customer-dto';
import { customerSearchCondition, phoneSearchVariants } from '../customer-list-filters';
import { visibleCustomers } from '../customer-lookup';

export async function searchCustomers(db: DbOrTx, user: AuthUser, criteria: Partial<CustomerSearchCriteria>, page: number, limit: number) {
  const where = criteriaCondition(user, criteria);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...criteriaOrderBy(criteria))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { items: rows.map(toCustomerDto), totalCount: Number(total?.value ?? 0) };
}

export type Suggestion = z.infer<typeof suggestionSchema>;

const fieldColumns: Record<SuggestionField, PgColumn> = {
  name: customers.name,
  dariName: customers.dariName,
  phone: customers.phone,
  mobile: customers.mobile,
  email: customers.email,
  serialNumber: customers.serialNumber,
};

/** `q` itself and, for phone fields, its digit-only forms ("0799 123" also finds "+93799123…"). */
function patternsFor(field: SuggestionField, q: string): string[] {
  return field === 'phone' || field === 'mobile' ? [q, ...phoneSearchVariants(q)] : [q];
}

/** Distinct values of names, phones, emails and serial numbers containing `q`, prefix matches first. */
export async function searchSuggestions(db: DbOrTx, user: AuthUser, q: string, limit: number): Promise<Suggestion[]> {
  const perField = await Promise.all(
    SUGGESTION_FIELDS.map(async (field) => {
      const column = fieldColumns[field];
      const patterns = patternsFor(field, q);
      // likePattern gives %q%; without its first % it matches values starting with q.
      const isPrefix = sql<boolean>`coalesce(${or(...patterns.map((pattern) => ilike(column, likePattern(pattern).slice(1))))}, false)`;
      const rows = await db
        .select({ value: sql<string>`${column}`, prefix: isPrefix })
        .from(customers)
        .where(visibleCustomers(user, or(...patterns.map((pattern) => ilike(column, likePattern(pattern))))))
        .groupBy(column)
        .orderBy(desc(isPrefix), sql`length(${column})`, column)
        .limit(limit);
      return rows.map((row): Suggestion => ({ value: row.value, field, match: row.prefix ? 'prefix' : 'fragment' }));
    }),
  );
  const seen = new Set<string>();
  const all = perField.flat().filter((item) => {
    const key = `${item.field === 'mobile' ? 'phone' : item.field}\u0000${item.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Stable: within each match kind the fields keep their order (names, then phones, ...).
  return [...all.filter((item) => item.match === 'prefix'), ...all.filter((item) => item.match === 'fragment')].slice(0, limit);
}

/** Customers whose name, phone, email or serial number holds `q`, the ones starting with it first. */
export async function autocomplete(db: DbOrTx, user: AuthUser, q: string, limit: number) {
  const prefix = likePattern(q).slice(1);
  const matches = or(
    customerSearchCondition(q),
    // Serial numbers are only worth a look when q holds a digit (V-2026-000123).
    /\d/.test(q) ? ilike(customers.serialNumber, likePattern(q)) : undefined,
  );
  const startsWith = sql`(${customers.name} ilike ${prefix} or ${customers.dariName} ilike ${prefix} or ${customers.phone} ilike ${prefix} or ${customers.serialNumber} ilike ${prefix})`;
  const rows = await db
    .select()
    .from(customers)
    .where(visibleCustomers(user, matches))
    .orderBy(sql`case when ${startsWith} then 0 else 1 end`, customers.name, desc(customers.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...toCustomerSummary(row),
    label: [row.name, row.phone ?? row.mobile, row.serialNumber].filter(Boolean).join(' · '),
  }));
}

export type Facets = z.infer<typeof facetsSchema>;

/** How many customers (matching `where`) have each value of each filterable field. */
export async function facetCounts(db: DbOrTx, where: SQL | undefined): Promise<Facets> {
  const tag = sql<string>`tag`;
  const [[total], type, status, source, purpose, priority, department, gender, tags] = await Promise.all([
    db.select({ value: count() }).from(customers).where(where),
    countByColumn(db, customers.type, where, CUSTOMER_TYPES),
    countByColumn(db, customers.status, where, CUSTOMER_STATUSES),
    countByColumn(db, customers.source, where, CUSTOMER_SOURCES),
    countByColumn(db, customers.purpose, where, CUSTOMER_PURPOSES),
    countByColumn(db, customers.priority, where, CUSTOMER_PRIORITIES),
    countByColumn(db, customers.department, where, CUSTOMER_DEPARTMENTS),
    countByColumn(db, customers.gender, where, CUSTOMER_GENDERS),
    db
      .select({ value: tag, count: count() })
      .from(sql`${customers} cross join lateral jsonb_array_elements_text(${customers.tags}) as tag`)
      .where(where)
      .groupBy(tag)
      .orderBy(desc(count()), tag)
      .limit(30),
  ]);
  return {
    total: Number(total?.value ?? 0),
    type,
    status,
    source,
    purpose,
    priority,
    department,
    gender,
    tags: tags.map((row) => ({ value: row.value, count: Number(row.count) })),
  };
}

/** The facets of the customers in the user's scope, or of those matching `criteria` when given. */
export function customerFacets(db: DbOrTx, user: AuthUser, criteria?: Partial<CustomerSearchCriteria>): Promise<Facets> {
  return facetCounts(db, criteria ? criteriaCondition(user, criteria) : visibleCustomers(user));
}

export type Pipeline = z.infer<typeof pipelineSchema>;

/** Customers by status, in the order of a lead's life, with the latest few of each. */
export async function pipeline(db: DbOrTx, user: AuthUser, perStage: number): Promise<Pipeline> {
  const where = visibleCustomers(user);
  const [counts, ...latest] = await Promise.all([
    countByColumn(db, customers.status, where, CUSTOMER_STATUSES),
    ...CUSTOMER_STATUSES.map((status) =>
      db
        .select()
        .from(customers)
        .where(and(where, eq(customers.status, status)))
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(perStage),
    ),
  ]);
  const stages = CUSTOMER_STATUSES.map((status, index) => ({
    status,
    count: counts.find((item) => item.value === status)?.count ?? 0,
    customers: latest[index].map(toCustomerSummary),
  }));
  return { total: counts.reduce((sum, item) => sum + item.count, 0), stages };
}
