/**
 * Creating, editing and soft deleting a payroll record (spec part 2 §3.7, §4, §5) in the route's
 * write transaction, each with its audit row in the same transaction.
 *
 * Rules: the employee is a live staff member (staffId) or teacher (teacherId) of the actor's
 * school, else 404 'Employee not found'; the record's employee id and name are copied from that
 * employee (what the payload says about them is not trusted). The net salary is recomputed in
 * integer cents (basic + allowances - deductions - tax + bonus) from the stored values merged with
 * the edit, and must be > 0 ('Net salary must be greater than zero'); a net salary sent that
 * differs answers 400. The database checks the same rule (payrolls_net_salary).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  centsToDecimal,
  decimalToCents,
  netSalaryCents,
  type PayrollCreateBody,
  type PayrollUpdateBody,
} from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { payrolls, staff, teachers } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import type { FinanceWriteContext } from './expense-writer';
import { recordFinanceAudit } from './finance-audit';
import type { PayrollRow } from './payroll-dto';

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
