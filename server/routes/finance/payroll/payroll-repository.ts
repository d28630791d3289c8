/**
 * The payroll records' reads and writes (spec part 2 §2.4, §3.7, §4, §5, §7.4).
 *
 * GET /payrolls: search over employee name and id, employeeId (exact, case-insensitive), status
 * (canonical or the spec's completed/pending/cancelled, PAYROLL_STATUS_ALIASES), month (YYYY-MM
 * of the salary month), and a date range over the payment date. `date` sorts by payment date
 * (unpaid rows last), then salary month. Sums are numeric in SQL (exact).
 *
 * Creating, editing and soft deleting a record run in the route's write transaction, each with
 * its audit row in the same transaction. The employee is a live staff member (staffId) or
 * teacher (teacherId) of the actor's school, else 404 'Employee not found'; the record's employee
 * id and name are copied from that employee (what the payload says about them is not trusted).
 * The net salary is recomputed in integer cents (basic + allowances - deductions - tax + bonus)
 * from the stored values merged with the edit, and must be > 0 ('Net salary must be greater than
 * zero'); a net salary sent that differs answers 400. The database checks the same rule
 * (payrolls_net_salary).
 *
 * Also the employee picker's rows (GET /payrolls/employees): the active staff and teachers of a
 * school.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  PAYROLL_STATUS_ALIASES,
  STATUS_FILTER_ALIASES,
  centsToDecimal,
  decimalToCents,
  netSalaryCents,
  type FinanceListSummary,
  type PayrollCreateBody,
  type PayrollListQuery,
  type PayrollStatus,
  type PayrollUpdateBody,
  type StatusFilterAlias,
} from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { payrolls, staff, teachers } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { likePattern } from '../../../lib/lookup-query';
import { canAccessSchool, schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import type { FinanceWriteContext } from '../finance-write-context';
import { recordFinanceAudit } from '../finance-audit';
import { financeListSummary } from '../finance-list-summary';
import { countedPayroll } from '../analytics/finance-analytics-filters';
import type { Ledger } from '../ledger/ledger-repository';
import type { PayrollRow } from './payroll-dto';

export function payrollStatusesOf(filter: string): readonly string[] {
  return (STATUS_FILTER_ALIASES as readonly string[]).includes(filter)
    ? PAYROLL_STATUS_ALIASES[filter as StatusFilterAlias]
    : [filter as PayrollStatus];
}

/** The first and last day of a YYYY-MM month. */
function monthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

export function payrollListCondition(user: AuthUser, query: Partial<PayrollListQuery>): SQL | undefined {
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
  const month = query.month ? monthRange(query.month) : undefined;
  return and(
    schoolScopeCondition(user, payrolls.schoolId),
    isNull(payrolls.deletedAt),
    query.employeeId ? eq(sql`lower(${payrolls.employeeId})`, query.employeeId.toLowerCase()) : undefined,
    query.status ? inArray(payrolls.status, [...payrollStatusesOf(query.status)]) : undefined,
    month ? and(gte(payrolls.salaryMonth, month[0]), lte(payrolls.salaryMonth, month[1])) : undefined,
    query.startDate ? gte(payrolls.paymentDate, query.startDate) : undefined,
    query.endDate ? lte(payrolls.paymentDate, query.endDate) : undefined,
    pattern ? or(ilike(payrolls.employeeName, pattern), ilike(payrolls.employeeId, pattern)) : undefined,
  );
}

export function payrollOrderBy(sortBy: PayrollListQuery['sortBy'], sortOrder: PayrollListQuery['sortOrder']): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<PayrollListQuery['sortBy'], SQL[]> = {
    date: [sql`${direction(payrolls.paymentDate)} nulls last`, direction(payrolls.salaryMonth)],
    amount: [direction(payrolls.netSalary)],
    status: [direction(payrolls.status), desc(payrolls.salaryMonth)],
  };
  return [...keys[sortBy], direction(payrolls.id)];
}

/** The payroll ledger, for the shared restore route (ledger-routes.ts). */
export const payrollLedger: Ledger<typeof payrolls> = { table: payrolls, entity: 'payroll' };

/** A page of GET /payrolls, the summary cards (counted statuses) and how many rows match (for the pages). */
export async function listPayrolls(
  db: DbOrTx,
  user: AuthUser,
  query: PayrollListQuery,
): Promise<{ rows: PayrollRow[]; summary: FinanceListSummary; matched: number }> {
  const { page, limit, sortBy, sortOrder } = query;
  const where = payrollListCondition(user, query);
  const rows = await db
    .select()
    .from(payrolls)
    .where(where)
    .orderBy(...payrollOrderBy(sortBy, sortOrder))
    .limit(limit)
    .offset((page - 1) * limit);
  const { summary, matched } = await financeListSummary(
    db,
    { table: payrolls, amount: payrolls.netSalary, status: payrolls.status, counted: countedPayroll, pendingStatuses: PAYROLL_STATUS_ALIASES.pending },
    where,
  );
  return { rows, summary, matched };
}

export type StaffEmployeeRow = typeof staff.$inferSelect;
export type TeacherEmployeeRow = typeof teachers.$inferSelect;

/** The active staff members and active teachers of one school (the picker's sources). */
export async function listActiveEmployees(db: DbOrTx, schoolId: number): Promise<{ staffRows: StaffEmployeeRow[]; teacherRows: TeacherEmployeeRow[] }> {
  const [staffRows, teacherRows] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(and(eq(staff.schoolId, schoolId), isNull(staff.deletedAt), eq(sql`upper(${staff.status})`, 'ACTIVE'))),
    db
      .select()
      .from(teachers)
      .where(and(eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt), eq(sql`upper(${teachers.status})`, 'ACTIVE'))),
  ]);
  return { staffRows, teacherRows };
}

type Employee = { staffId: number | null; teacherId: number | null; employeeId: string; employeeName: string };

const fullName = (first: string, last: string | null) => [first, last].filter((part) => part?.trim()).join(' ');

/** The live staff member or teacher of the school, or 404. */
export async function resolveEmployee(
  tx: DbOrTx,
  schoolId: number,
  ids: { staffId?: number; teacherId?: number },
): Promise<Employee> {
  if (ids.staffId !== undefined) {
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, ids.staffId), eq(staff.schoolId, schoolId), isNull(staff.deletedAt)));
    if (row) return { staffId: row.id, teacherId: null, employeeId: row.employeeId, employeeName: fullName(row.firstName, row.lastName) };
  } else if (ids.teacherId !== undefined) {
    const [row] = await tx
      .select()
      .from(teachers)
      .where(and(eq(teachers.id, ids.teacherId), eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt)));
    if (row) return { staffId: null, teacherId: row.id, employeeId: row.employeeId, employeeName: fullName(row.firstName, row.lastName) };
  }
  throw httpError(404, FINANCE_MESSAGES.employeeNotFound);
}

/** The net salary as a decimal string, or 400 when not > 0 or when `sent` differs. */
export function checkedNetSalary(parts: Parameters<typeof netSalaryCents>[0], sent: string | undefined): string {
  const net = netSalaryCents(parts);
  if (net === null || net <= 0) {
    throw httpError(400, FINANCE_MESSAGES.netSalaryPositive, { netSalary: FINANCE_MESSAGES.netSalaryPositive });
  }
  if (sent !== undefined && decimalToCents(sent) !== net) {
    throw httpError(400, FINANCE_MESSAGES.netSalaryMismatch, { netSalary: FINANCE_MESSAGES.netSalaryMismatch });
  }
  return centsToDecimal(net);
}

export async function findPayrollInScope(db: DbOrTx, user: AuthUser, id: number): Promise<PayrollRow | null> {
  const [row] = await db
    .select()
    .from(payrolls)
    .where(and(eq(payrolls.id, id), isNull(payrolls.deletedAt)));
  return row && canAccessSchool(user, row.schoolId) ? row : null;
}

export async function createPayroll({ tx, actor, now }: FinanceWriteContext, body: PayrollCreateBody): Promise<PayrollRow> {
  const employee = await resolveEmployee(tx, actor.schoolId, body);
  const netSalary = checkedNetSalary(body, body.netSalary);
  const [row] = await tx
    .insert(payrolls)
    .values({
      schoolId: actor.schoolId,
      ...employee,
      salaryMonth: body.salaryMonth,
      basicSalary: body.basicSalary,
      allowances: body.allowances,
      deductions: body.deductions,
      tax: body.tax,
      bonus: body.bonus,
      netSalary,
      paymentDate: body.paymentDate ?? null,
      status: body.status,
      method: body.method,
      transactionId: body.transactionId ?? null,
      remarks: body.remarks ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payroll', entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

export async function updatePayroll({ tx, actor, now }: FinanceWriteContext, id: number, body: PayrollUpdateBody): Promise<PayrollRow | null> {
  const before = await findPayrollInScope(tx, actor, id);
  if (!before) return null;
  if (body.staffId !== undefined && body.teacherId !== undefined) {
    throw httpError(400, FINANCE_MESSAGES.selectEmployee, { staffId: FINANCE_MESSAGES.selectEmployee });
  }
  const employee =
    body.staffId !== undefined || body.teacherId !== undefined ? await resolveEmployee(tx, before.schoolId, body) : undefined;
  const money = {
    basicSalary: body.basicSalary ?? before.basicSalary,
    allowances: body.allowances ?? before.allowances,
    deductions: body.deductions ?? before.deductions,
    tax: body.tax ?? before.tax,
    bonus: body.bonus ?? before.bonus,
  };
  const netSalary = checkedNetSalary(money, body.netSalary);
  const [row] = await tx
    .update(payrolls)
    .set({
      ...employee,
      ...Object.fromEntries(
        Object.entries({
          salaryMonth: body.salaryMonth,
          paymentDate: body.paymentDate,
          status: body.status,
          method: body.method,
          transactionId: body.transactionId,
          remarks: body.remarks,
        }).filter(([, value]) => value !== undefined),
      ),
      ...money,
      netSalary,
      updatedBy: actor.id,
      updatedAt: now,
    })
    .where(eq(payrolls.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payroll', entityId: row.id, action: 'update', userId: actor.id, before, after: row });
  return row;
}

export async function softDeletePayroll({ tx, actor, now }: FinanceWriteContext, id: number): Promise<PayrollRow | null> {
  const before = await findPayrollInScope(tx, actor, id);
  if (!before) return null;
  const [row] = await tx
    .update(payrolls)
    .set({ deletedAt: now, updatedBy: actor.id, updatedAt: now })
    .where(eq(payrolls.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payroll', entityId: row.id, action: 'delete', userId: actor.id, before, after: row });
  return row;
}
