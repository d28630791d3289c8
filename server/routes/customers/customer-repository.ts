/**
 * Customers ("Visitors") within the caller's data scope: list/search, get, create, update (PUT),
 * patch, soft delete and restore. Takes the database or an open transaction (CONVENTIONS §8);
 * every write also records its customer_events row(s) on the same handle, so the route's
 * transaction (app.writeTransaction) commits the change and its event together.
 *
 * Writes lock the customer row (SELECT ... FOR UPDATE) before comparing, so two edits on
 * PostgreSQL never lose one another's changed-field list.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CUSTOMER_DEFAULTS,
  type Customer,
  type createCustomerSchema,
  type patchCustomerSchema,
} from '@/contract/customers';
import type { DbOrTx } from '../../db/connection';
import { customers } from '../../db/schema';
import { canonicalJson } from '../../lib/canonical-json';
import { schoolScopeCondition, schoolScopeFilter } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toCustomerDto, type CustomerRow } from './customer-dto';
import { customerJson } from './customer-json';
import { CUSTOMER_EVENT_TYPES, recordCustomerEvents, type CustomerEventInput } from './customer-event-log';
import { customerListConditions, customerOrderBy, phoneDigitsOf, type CustomerListFilters } from './customer-list-filters';
import { giveBackSerialNumber, nextSerialNumber } from './customer-serial';

export type CreateCustomerData = z.output<typeof createCustomerSchema>;
/** PUT and PATCH bodies after validation (PUT's only differs in what is required). */
export type CustomerChanges = z.output<typeof patchCustomerSchema>;

/** Counting stops here: a broad search answers "200+" rather than counting every match. */
export const COUNT_CAP = 200;
/**
 * A page of a broad search in the default order walks that order at most this many rows per row
 * it needs (matches thinner than 1 in 60 are sorted from the search's index instead).
 */
const WALK_ROWS_PER_ROW = 60;

export type CustomerListResult = {
  /** The page as a JSON array of customers (customerSchema), as the database rendered it. */
  itemsJson: string;
  /** Exact when totalCountCapped is false; otherwise a lower bound (the cap). */
  totalCount: number;
  totalCountCapped: boolean;
};

/** The customers of a list result, parsed (the route sends itemsJson as it is). */
export function listedCustomers(result: CustomerListResult): Customer[] {
  return JSON.parse(result.itemsJson) as Customer[];
}

export type CreateCustomerResult =
  | { kind: 'created'; customer: Customer }
  /** A customer with the client-made id already exists in the user's school: the same record. */
  | { kind: 'existing'; customer: Customer }
  /** The id belongs to a customer of another school. */
  | { kind: 'id-taken' };

/** Columns a PUT/PATCH may change; a not-null column given as null keeps its value. */
const EDITABLE_FIELDS = [
  'name', 'firstName', 'lastName', 'dariName', 'phone', 'mobile', 'email', 'gender', 'type', 'purpose',
  'department', 'source', 'priority', 'referredTo', 'status', 'remarks', 'metadata', 'address', 'street',
  'city', 'country', 'postalCode', 'company', 'website', 'occupation', 'notes', 'tags',
] as const satisfies readonly (keyof CustomerChanges & keyof CustomerRow)[];
type EditableField = (typeof EDITABLE_FIELDS)[number];
const NOT_NULL_FIELDS = new Set<EditableField>(['name', 'type', 'priority', 'status', 'metadata', 'tags']);

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' || typeof b === 'object') return canonicalJson(a ?? null) === canonicalJson(b ?? null);
  return a === b;
}

/** The customers columns of the page subquery, to sort its JSON. */
const PAGE_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(customers)).map(([key, column]) => [key, sql`page.${sql.identifier(column.name)}`]),
) as Record<keyof CustomerRow, SQL>;

/**
 * The physical row ids (ctid) of the first `wanted` rows in the list's order, or null. In the
 * default order within one school the order's index is walked, at most WALK_ROWS_PER_ROW rows per
 * row wanted, testing each: null when too few match there (thin matches are sorted instead). In
 * another order, the planner's choice.
 */
function topOfOrder(filters: CustomerListFilters, user: AuthUser, where: SQL, wanted: number): SQL {
  const order = sql.join(customerOrderBy(filters.sortBy, filters.sortOrder), sql`, `);
  const schools = schoolScopeFilter(user);
  if (filters.sortBy !== 'createdAt' || schools === 'all' || schools.length !== 1) {
    return sql`array(select ctid from ${customers} where ${where} order by ${order} limit ${wanted})`;
  }
  // The inner query has no search condition, so the planner cannot trade the walk for a sort.
  const walked = sql`select ctid as tid, * from ${customers} where ${customers.schoolId} = ${schools[0]} order by ${order} limit ${wanted * WALK_ROWS_PER_ROW}`;
  // Aliased as the table, so that the list's conditions (written on customers) apply to it.
  return sql`(select case when count(*) = ${wanted} then array_agg(tid) end from (select tid from (${walked}) customers where ${where} limit ${wanted}) top)`;
}

/**
 * The single statement of a list page (see list); exported so tests can EXPLAIN it.
 *
 * `matches` is planned for all its rows (so a search reads its index) and read lazily (so
 * counting stops at the cap); it holds row ids only. Few matches: the page is sorted from them.
 * Many: the page is the top of the list's order, found by walking it (see topOfOrder), else by
 * sorting every match. Then the page's rows are read by row id (a TID scan; one statement sees
 * one snapshot, so the ids stay valid) and come back as one JSON value: decoding one value
 * instead of fifty rows of fifty columns is most of the cost of a page on PGlite.
 */
export function customerListStatement(filters: CustomerListFilters, user: AuthUser): { statement: SQL; cap: number } {
  const where = customerListConditions(filters, user) ?? sql`true`;
  const offset = (filters.page - 1) * filters.limit;
  const wanted = offset + filters.limit;
  const cap = Math.max(COUNT_CAP, wanted);
  const order = sql.join(customerOrderBy(filters.sortBy, filters.sortOrder), sql`, `);
  // json_agg sorts its (at most `limit`) rows again: an aggregate's input order is not guaranteed.
  const pageOrder = sql.join(customerOrderBy(filters.sortBy, filters.sortOrder, PAGE_COLUMNS), sql`, `);
  const statement = sql`
    with matches as materialized (select ctid from ${customers} where ${where}),
    counted as (select count(*)::int as total from (select 1 from matches limit ${cap + 1}) capped),
    picked as (
      select total, case when total <= ${cap} then array(select ctid from matches)
        else coalesce(${topOfOrder(filters, user, where, wanted)}, array(select ctid from matches)) end as tids
      from counted)
    select picked.total, (
      select json_agg(${customerJson('page')} order by ${pageOrder})::text
      from (select * from ${customers} where ctid = any(picked.tids) order by ${order} limit ${filters.limit} offset ${offset}) page
    ) as page
    from picked`;
  return { statement, cap };
}

/**
 * The digits a stored phone of this number may have: its E.164 digits, and for an Afghan number
 * the ways rows written before the one phone rule (issue 23) hold it (0700…, 0093700…, 700…).
 */
export function storedPhoneDigits(e164: string): string[] {
  const digits = e164.replace(/\D/g, '');
  const forms = new Set([digits, `00${digits}`]);
  if (digits.startsWith('93') && digits.length === 11) {
    forms.add(`0${digits.slice(2)}`);
    forms.add(digits.slice(2));
  }
  return [...forms];
}

export function createCustomerRepository(db: DbOrTx) {
  const inScope = (user: AuthUser, ...conditions: (SQL | undefined)[]) =>
    and(schoolScopeCondition(user, customers.schoolId), ...conditions);

  /** The row in scope (deleted ones only when asked), locked for the rest of the transaction. */
  async function lockVisible(id: string, user: AuthUser, deleted: 'live' | 'any'): Promise<CustomerRow | null> {
    const [row] = await db
      .select()
      .from(customers)
      .where(inScope(user, eq(customers.id, id), deleted === 'live' ? isNull(customers.deletedAt) : undefined))
      .for('update');
    return row ?? null;
  }

  async function applyChanges(id: string, changes: CustomerChanges, user: AuthUser): Promise<Customer | null> {
    const current = await lockVisible(id, user, 'live');
    if (!current) return null;
    const set: Partial<Record<EditableField, unknown>> = {};
    for (const field of EDITABLE_FIELDS) {
      const value = changes[field];
      if (value === undefined || (value === null && NOT_NULL_FIELDS.has(field))) continue;
      if (!sameValue(value, current[field])) set[field] = value;
    }
    const changed = Object.keys(set);
    if (changed.length === 0) return toCustomerDto(current);

    const now = new Date();
    const [row] = await db
      .update(customers)
      .set({ ...(set as Partial<CustomerRow>), updatedAt: now, updatedBy: user.id })
      .where(eq(customers.id, id))
      .returning();
    const events: CustomerEventInput[] = [
      { schoolId: row.schoolId, customerId: id, type: CUSTOMER_EVENT_TYPES.updated, data: { fields: changed }, createdBy: user.id, createdAt: now },
    ];
    if ('status' in set) {
      events.push({
        schoolId: row.schoolId,
        customerId: id,
        type: CUSTOMER_EVENT_TYPES.statusChanged,
        data: { from: current.status, to: row.status },
        createdBy: user.id,
        createdAt: now,
      });
    }
    await recordCustomerEvents(db, events);
    return toCustomerDto(row);
  }

  return {
    /**
     * One page of the customers in scope, with how many match: exact up to COUNT_CAP (or the end
     * of the asked page, if further), else that cap with `totalCountCapped`. One statement
     * (customerListStatement).
     */
    async list(filters: CustomerListFilters, user: AuthUser): Promise<CustomerListResult> {
      const { statement, cap } = customerListStatement(filters, user);
      const result = (await db.execute(statement)) as unknown as { rows: { total: number | string; page: string | null }[] };
      const [{ total: counted, page: json }] = result.rows;
      const total = Number(counted);
      return {
        itemsJson: json ?? '[]',
        totalCount: Math.min(total, cap),
        totalCountCapped: total > cap,
      };
    },

    /** The customer if it is in the user's scope (and not deleted, unless asked). */
    async get(id: string, user: AuthUser, options: { includeDeleted?: boolean } = {}): Promise<Customer | null> {
      const [row] = await db
        .select()
        .from(customers)
        .where(inScope(user, eq(customers.id, id), options.includeDeleted ? undefined : isNull(customers.deletedAt)));
      return row ? toCustomerDto(row) : null;
    },

    /**
     * Creates the customer in the user's school with the next serial number and a CREATED event.
     * A client-made id that exists already is the same record (nothing written) in the user's
     * school, and refused in another school.
     */
    async create(input: CreateCustomerData, user: AuthUser): Promise<CreateCustomerResult> {
      const schoolId = user.schoolId;
      const existingResult = async (id: string): Promise<CreateCustomerResult | null> => {
        const [existing] = await db.select().from(customers).where(eq(customers.id, id));
        if (!existing) return null;
        return existing.schoolId === schoolId ? { kind: 'existing', customer: toCustomerDto(existing) } : { kind: 'id-taken' };
      };
      // A create sent again under its own id is found by the insert's conflict below, not read
      // first: a replay of a thousand registrations pays one statement fewer for each.
      const now = new Date();
      const id = input.id ?? randomUUID();
      const serialNumber = await nextSerialNumber(db, schoolId, now);
      const [row] = await db
        .insert(customers)
        .values({
          id,
          schoolId,
          serialNumber,
          name: input.name,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          dariName: input.dariName ?? null,
          phone: input.phone ?? null,
          mobile: input.mobile ?? null,
          email: input.email ?? null,
          gender: input.gender ?? null,
          type: input.type ?? CUSTOMER_DEFAULTS.type,
          purpose: input.purpose ?? null,
          department: input.department ?? null,
          source: input.source ?? null,
          priority: input.priority ?? CUSTOMER_DEFAULTS.priority,
          referredTo: input.referredTo ?? null,
          status: input.status ?? CUSTOMER_DEFAULTS.status,
          remarks: input.remarks ?? null,
          metadata: input.metadata ?? {},
          address: input.address ?? null,
          street: input.street ?? null,
          city: input.city ?? null,
          country: input.country ?? null,
          postalCode: input.postalCode ?? null,
          company: input.company ?? null,
          website: input.website ?? null,
          occupation: input.occupation ?? null,
          notes: input.notes ?? null,
          tags: input.tags ?? [],
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        // The same client id sent again (or twice at once: the second waits for the first) inserts nothing.
        .onConflictDoNothing({ target: customers.id })
        .returning();
      if (!row) {
        await giveBackSerialNumber(db, schoolId, now);
        const existing = await existingResult(id);
        if (existing) return existing;
        throw new Error(`customer ${id} conflicted but cannot be read`);
      }
      await recordCustomerEvents(db, [
        { schoolId, customerId: id, type: CUSTOMER_EVENT_TYPES.created, data: { serialNumber }, createdBy: user.id, createdAt: now },
      ]);
      return { kind: 'created', customer: toCustomerDto(row) };
    },

    /**
     * The first-registered live visitor of the school whose phone or mobile is one of `phones`
     * (E.164), other than `exceptId`; null when none. Compared by digits (the customers_school_*_digits_idx
     * expression), so a row stored as typed before the phone rule is found too.
     */
    async phoneOwner(phones: readonly string[], schoolId: number, exceptId?: string): Promise<{ id: string; name: string } | null> {
      const statement = phoneOwnerStatement(db, phones, schoolId, exceptId);
      if (!statement) return null;
      // The matches are few (one phone, one school); the first registered is picked here.
      const [first] = (await statement).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      return first ? { id: first.id, name: first.name } : null;
    },

    /** PUT: changes the fields it carries (absent ones keep their value); null for not found. */
    update: (id: string, changes: CustomerChanges, user: AuthUser) => applyChanges(id, changes, user),

    /** PATCH: any subset of the fields. */
    patch: (id: string, changes: CustomerChanges, user: AuthUser) => applyChanges(id, changes, user),

    /** Sets deletedAt (hidden from lists, restorable); null when not found or already deleted. */
    async softDelete(id: string, user: AuthUser): Promise<Customer | null> {
      const current = await lockVisible(id, user, 'live');
      if (!current) return null;
      const now = new Date();
      const [row] = await db
        .update(customers)
        .set({ deletedAt: now, updatedAt: now, updatedBy: user.id })
        .where(eq(customers.id, id))
        .returning();
      await recordCustomerEvents(db, [
        { schoolId: row.schoolId, customerId: id, type: CUSTOMER_EVENT_TYPES.deleted, createdBy: user.id, createdAt: now },
      ]);
      return toCustomerDto(row);
    },

    /** Clears deletedAt; a customer that is not deleted is answered as it is. Null when not found. */
    async restore(id: string, user: AuthUser): Promise<Customer | null> {
      const current = await lockVisible(id, user, 'any');
      if (!current) return null;
      if (!current.deletedAt) return toCustomerDto(current);
      const now = new Date();
      const [row] = await db
        .update(customers)
        .set({ deletedAt: null, updatedAt: now, updatedBy: user.id })
        .where(and(eq(customers.id, id), isNotNull(customers.deletedAt)))
        .returning();
      await recordCustomerEvents(db, [
        { schoolId: row.schoolId, customerId: id, type: CUSTOMER_EVENT_TYPES.restored, createdBy: user.id, createdAt: now },
      ]);
      return toCustomerDto(row);
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

/**
 * The query of phoneOwner(): every live visitor of the school with one of the phones; null when
 * no phone has digits. Not ordered nor limited in SQL: with ORDER BY created_at LIMIT 1 the
 * planner walked the school's visitors in registration order through the expression, looking for
 * a match that is usually not there (9 ms a create with 1 300 visitors); unordered it reads the
 * customers_school_*_digits_idx indexes (0.2 ms). Exported for the test that shows it.
 */
export function phoneOwnerStatement(db: DbOrTx, phones: readonly string[], schoolId: number, exceptId?: string) {
  const digits = [...new Set(phones.flatMap(storedPhoneDigits))];
  if (digits.length === 0) return null;
  const matches = digits.flatMap((value) => [
    sql`${phoneDigitsOf(customers.phone)} = ${value}`,
    sql`${phoneDigitsOf(customers.mobile)} = ${value}`,
  ]);
  return db
    .select({ id: customers.id, name: customers.name, createdAt: customers.createdAt })
    .from(customers)
    .where(
      and(
        eq(customers.schoolId, schoolId),
        isNull(customers.deletedAt),
        exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
        sql`(${sql.join(matches, sql` or `)})`,
      ),
    );
}
