/**
 * A payrolls row as the API answers it (spec part 2 §3.7): the list reads month, year,
 * paymentMethod and totalAmount, the overview an amount; all three amounts are the net salary.
 */
import { moneyNumber, type Payroll } from '@/contract/finance';
import type { payrolls } from '../../../db/schema';

export type PayrollRow = typeof payrolls.$inferSelect;

export function toPayrollDto(row: PayrollRow): Payroll {
  const [year, month] = row.salaryMonth.split('-').map(Number);
  const net = moneyNumber(row.netSalary);
  return {
    id: row.id,
    schoolId: row.schoolId,
    staffId: row.staffId,
    teacherId: row.teacherId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    salaryMonth: row.salaryMonth,
    month,
    year,
    basicSalary: moneyNumber(row.basicSalary),
    allowances: moneyNumber(row.allowances),
    deductions: moneyNumber(row.deductions),
    tax: moneyNumber(row.tax),
    bonus: moneyNumber(row.bonus),
    netSalary: net,
    totalAmount: net,
    amount: net,
    paymentDate: row.paymentDate,
    status: row.status,
    method: row.method,
    paymentMethod: row.method,
    transactionId: row.transactionId,
    remarks: row.remarks,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
