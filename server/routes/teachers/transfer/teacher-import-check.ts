/**
 * Checks every imported row before anything is written: the contract's write schema (the same
 * rules as the form) and the school's limit per money amount, then employee ids and emails against the earlier accepted rows of the file
 * and against the school's teachers (teacher-repository.ts's own rules: employee ids among all rows,
 * deleted ones included; emails among live teachers; both case-insensitive). The first row with
 * a value wins; a later row with the same one is rejected naming it.
 */
import { eq } from 'drizzle-orm';
import { moneyLimitErrors } from '@/contract/money-limits';
import { TEACHER_MESSAGES, teacherWriteSchema, type TeacherWriteBody } from '@/contract/teachers';
import type { DbOrTx } from '../../../db/connection';
import { teachers } from '../../../db/schema';
import { toErrorAnswer } from '../../../plugins/error-handler';
import { readMoneyLimitCents } from '../../settings/public';
import type { ImportedRow } from './teacher-import-file';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';

export type AcceptedRow = { row: number; data: TeacherWriteBody };
export type RejectedRow = { row: number; employeeId: string | null; errors: Record<string, string> };
export type ImportCheck = { accepted: AcceptedRow[]; rejected: RejectedRow[] };

async function schoolTeacherKeys(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select({ employeeId: teachers.employeeId, email: teachers.email, deletedAt: teachers.deletedAt })
    .from(teachers)
    .where(eq(teachers.schoolId, schoolId));
  return {
    employeeIds: new Set(rows.map((row) => row.employeeId.toLowerCase())),
    emails: new Set(rows.filter((row) => row.deletedAt === null && row.email).map((row) => row.email!.toLowerCase())),
  };
}

const employeeIdOf = (payload: Record<string, unknown>) =>
  typeof payload.employeeId === 'string' && payload.employeeId.trim() !== '' ? payload.employeeId.trim() : null;

export async function checkImportedRows(db: DbOrTx, schoolId: number, rows: readonly ImportedRow[]): Promise<ImportCheck> {
  const existing = await schoolTeacherKeys(db, schoolId);
  const moneyLimit = await readMoneyLimitCents(db, schoolId);
  const employeeIdRows = new Map<string, number>();
  const emailRows = new Map<string, number>();
  const check: ImportCheck = { accepted: [], rejected: [] };

  for (const { row, payload } of rows) {
    const parsed = teacherWriteSchema.safeParse(payload);
    if (!parsed.success) {
      check.rejected.push({ row, employeeId: employeeIdOf(payload), errors: toErrorAnswer(parsed.error).body.errors ?? {} });
      continue;
    }
    const data = parsed.data;
    // The school's limit per money amount (the salary), as every other write of money.
    const errors: Record<string, string> = { ...moneyLimitErrors(teacherWriteSchema, data, moneyLimit) };
    const employeeKey = data.employeeId?.toLowerCase();
    const emailKey = data.email.toLowerCase();
    if (employeeKey && employeeIdRows.has(employeeKey)) {
      errors.employeeId = TEACHER_IMPORT_MESSAGES.duplicateInFile('Employee ID', data.employeeId!, employeeIdRows.get(employeeKey)!);
    } else if (employeeKey && existing.employeeIds.has(employeeKey)) {
      errors.employeeId = TEACHER_MESSAGES.employeeIdTaken;
    }
    if (emailRows.has(emailKey)) {
      errors.email = TEACHER_IMPORT_MESSAGES.duplicateInFile('Email', data.email, emailRows.get(emailKey)!);
    } else if (existing.emails.has(emailKey)) {
      errors.email = TEACHER_MESSAGES.emailTaken;
    }
    if (Object.keys(errors).length > 0) {
      check.rejected.push({ row, employeeId: data.employeeId ?? null, errors });
      continue;
    }
    if (employeeKey) employeeIdRows.set(employeeKey, row);
    emailRows.set(emailKey, row);
    check.accepted.push({ row, data });
  }
  return check;
}
