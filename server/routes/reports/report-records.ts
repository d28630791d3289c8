/**
 * Reading stored reports: one live report of a school in the user's scope (404 otherwise, so other
 * schools' ids are not revealed), and the answer's shape. Lists read the metadata columns only,
 * never a report's rows (up to REPORT_MAX_ROWS of them).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REPORT_MESSAGES, REPORT_TYPES, type Report, type ReportCell, type ReportSummary, type ReportType } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { reports, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
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
