/**
 * Stored reports in the database: the list, one live report of a school in the user's scope (404
 * otherwise, so other schools' ids are not revealed), its rows, insert, rename, soft delete, and
 * the answer's shape; plus the school's profile printed on a PDF. Lists read the metadata columns
 * only, never a report's rows (up to REPORT_MAX_ROWS of them).
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { REPORT_MESSAGES, REPORT_TYPES, type Report, type ReportCell, type ReportSummary, type ReportType } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { reports, schools, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export const reportMetadataColumns = {
  id: reports.id,
  schoolId: reports.schoolId,
  type: reports.type,
  title: reports.title,
  parameters: reports.parameters,
  columns: reports.columns,
  summary: reports.summary,
  rowCount: reports.rowCount,
  createdBy: reports.createdBy,
  createdAt: reports.createdAt,
  creatorName: sql<string | null>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username})`,
};

export type ReportMetadataRow = {
  id: number;
  schoolId: number;
  type: string;
  title: string;
  parameters: Record<string, unknown>;
  columns: string[];
  summary: Record<string, unknown>;
  rowCount: number;
  createdBy: number | null;
  createdAt: Date;
  creatorName: string | null;
};

/** The metadata of the reports matching `where`, with their creator's name. */
export function selectReportMetadata(db: DbOrTx, where: SQL | undefined) {
  return db.select(reportMetadataColumns).from(reports).leftJoin(users, eq(users.id, reports.createdBy)).where(where).$dynamic();
}

export const isReportType = (type: string): type is ReportType => (REPORT_TYPES as readonly string[]).includes(type);

/** A stored cell as the answer's cell: text, number or null (anything else becomes text). */
export function asCell(value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

/** Only this file's types are ever stored; lists filter by type, a single read checks it. */
export function toReportDto(row: ReportMetadataRow & { type: ReportType }): Report {
  const summary: ReportSummary = {};
  for (const [key, value] of Object.entries(row.summary)) summary[key] = asCell(value);
  return {
    id: row.id,
    schoolId: row.schoolId,
    type: row.type,
    title: row.title,
    parameters: row.parameters,
    columns: row.columns,
    summary,
    rowCount: row.rowCount,
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: row.creatorName ?? '' },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findReportInScope(db: DbOrTx, user: AuthUser, id: number): Promise<Report> {
  const [row] = await selectReportMetadata(db, and(eq(reports.id, id), isNull(reports.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId) || !isReportType(row.type)) throw httpError(404, REPORT_MESSAGES.notFound);
  return toReportDto({ ...row, type: row.type });
}

/** The stored rows of a report found by findReportInScope. */
export async function readReportRows(db: DbOrTx, id: number): Promise<ReportCell[][]> {
  const [row] = await db.select({ rows: reports.rows }).from(reports).where(eq(reports.id, id));
  return (row?.rows ?? []).map((cells) => (Array.isArray(cells) ? cells.map(asCell) : []));
}

/**
 * A page of the live reports of `types` in the schools the user sees (or of `schoolId`), newest
 * first, and how many there are. No types: nothing is read.
 */
export async function listReports(
  db: DbOrTx,
  user: AuthUser,
  options: { page: number; limit: number; types: readonly ReportType[]; schoolId?: number },
): Promise<{ items: Report[]; totalCount: number }> {
  const { page, limit, types, schoolId } = options;
  const where = and(lookupSchoolCondition(user, reports.schoolId, schoolId), isNull(reports.deletedAt), inArray(reports.type, [...types]));
  const rows =
    types.length === 0
      ? []
      : await selectReportMetadata(db, where)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(limit)
          .offset((page - 1) * limit);
  const [counted] = types.length === 0 ? [{ value: 0 }] : await db.select({ value: count() }).from(reports).where(where);
  return {
    items: rows.flatMap((row) => (isReportType(row.type) ? [toReportDto({ ...row, type: row.type })] : [])),
    totalCount: Number(counted?.value ?? 0),
  };
}

export async function schoolExists(db: DbOrTx, schoolId: number): Promise<boolean> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  return school !== undefined;
}

export type NewReportRow = typeof reports.$inferInsert;

/** Stores a generated report; answers its id. */
export async function insertReport(tx: DbOrTx, values: NewReportRow): Promise<number> {
  const [stored] = await tx.insert(reports).values(values).returning({ id: reports.id });
  return stored.id;
}

export async function renameReport(tx: DbOrTx, id: number, title: string): Promise<void> {
  await tx.update(reports).set({ title }).where(eq(reports.id, id));
}

export async function softDeleteReport(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, id));
}

/** The school's name and contacts, as a report's PDF prints them. */
export async function reportSchoolProfile(db: DbOrTx, schoolId: number) {
  const [school] = await db
    .select({ name: schools.name, complexName: schools.complexName, address: schools.address, phone: schools.phone, email: schools.email })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return school;
}
