/**
 * The query of picker lookups (GET /staff, GET /teachers): `limit=all` returns every active row
 * of the schools in scope (the pickers cache it for 10 minutes); a number pages as usual.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../types';
import { httpError } from './http-error';
import { paginationMeta } from './pagination';
import { canAccessSchool, schoolScopeCondition } from './school-scope';

/** A picker lookup's query, as its endpoint's schema gives it (lookupLimitSchema in the contract). */
export type LookupQuery = { page: number; limit: number | 'all'; search?: string; schoolId?: number };

/** The school condition of a lookup: the asked-for school (if in scope) or the user's scope. */
export function lookupSchoolCondition(user: AuthUser, column: PgColumn, schoolId: number | undefined): SQL | undefined {
  if (schoolId === undefined) return schoolScopeCondition(user, column);
  if (!canAccessSchool(user, schoolId)) throw httpError(403, `You do not have access to school ${schoolId}`);
  return inArray(column, [schoolId]);
}

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type LookupPageReader<Row> = {
  /** The rows in order: all of them, or one page. */
  rows: (page?: { limit: number; offset: number }) => Promise<Row[]>;
  /** How many rows match (only asked for a page). */
  count: () => Promise<number>;
};

/** Reads `limit=all` or one page, and the `meta` both lookups answer with. */
export async function readLookupPage<Row>(query: Pick<LookupQuery, 'page' | 'limit'>, read: LookupPageReader<Row>) {
  const { page, limit } = query;
  if (limit === 'all') {
    const rows = await read.rows();
    return { rows, meta: { pagination: paginationMeta(1, Math.max(rows.length, 1), rows.length), total: rows.length } };
  }
  const rows = await read.rows({ limit, offset: (page - 1) * limit });
  const total = await read.count();
  return { rows, meta: { pagination: paginationMeta(page, limit, total), total } };
}
