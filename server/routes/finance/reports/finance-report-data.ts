/**
 * The rows and totals of each finance report kind (src/contract/finance-analytics.ts
 * FINANCE_REPORT_KINDS) over a range. Registers list every row of the range (any status, never
 * deleted ones) in date order; their totals count what the overview counts
 * (finance-analytics-filters.ts). The income statement's totals are the overview's figures
 * (readFinanceStats). Sums are SQL numeric, kept as exact text.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FINANCE_STATS_COUNTED, FINANCE_STATUS_LABELS } from '@/contract/finance';
import {
  FINANCE_REPORT_TEXTS,
  MAX_REPORT_ROWS,
  type AnalyticsRange,
  type FinanceReportKind,
} from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';
import { classes, expenses, payments, payrolls, students, users } from '../../../db/schema';
import { withinExportCap } from '../../../lib/export-cap';
import type { AuthUser } from '../../../types';
import { readBreakdown } from '../analytics/finance-analytics-breakdown';
import {
  countedExpense,
  countedPayroll,
  expensesInRange,
  outstandingPayment,
  paidPayment,
  paymentsInRange,
  payrollsInRange,
} from '../analytics/finance-analytics-filters';
import { moneyText, type ReportTable } from './finance-report-table';
import { readFinanceStats } from '../analytics/finance-stats-repository';
import { paymentTypeLabel } from '../payments/payment-dto';

const statusLabel = (status: string) => FINANCE_STATUS_LABELS[status] ?? paymentTypeLabel(status);
const statusList = (statuses: readonly string[]) => statuses.map(statusLabel).join(', ');

/**
 * At most MAX_REPORT_ROWS rows: one more is read to tell that the range is too long, which is 400
 * naming the count and the cap (server/lib/export-cap.ts, the rule of every export).
 */
function checkedRows<T>(db: DbOrTx, rows: T[], table: PgTable, where: SQL | undefined): Promise<T[]> {
  return withinExportCap(rows, MAX_REPORT_ROWS, () => db.$count(table, where));
}

async function sumOf(db: DbOrTx, table: PgTable, amount: SQL, where: SQL | undefined): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${amount}), 0)::text` })
    .from(table)
    .where(where);
  return row.total;
}

async function paymentsRegister(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<Omit<ReportTable, 'title'>> {
  const inRange = paymentsInRange(user, range);
  const rows = await db
    .select({
      receiptNumber: payments.receiptNumber,
      paymentDate: payments.paymentDate,
      student: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
      admissionNo: students.admissionNo,
      className: classes.name,
      type: payments.type,
      method: payments.method,
      status: payments.status,
      amount: sql<string>`${payments.total}::text`,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(inRange)
    .orderBy(asc(payments.paymentDate), asc(payments.id))
    .limit(MAX_REPORT_ROWS + 1);
  const total = sql`${payments.total}`;
  return {
    columns: [
      { header: 'Receipt No.', weight: 1.2 },
      { header: 'Date', weight: 1 },
      { header: 'Student', weight: 2 },
      { header: 'Admission No.', weight: 1.1 },
      { header: 'Class', weight: 1 },
      { header: 'Type', weight: 1.2 },
      { header: 'Method', weight: 1.1 },
      { header: 'Status', weight: 1 },
      { header: 'Amount', weight: 1.2, money: true },
    ],
    rows: (await checkedRows(db, rows, payments, inRange)).map((row) => [
      row.receiptNumber,
      row.paymentDate,
      row.student,
      row.admissionNo,
      row.className ?? '',
      paymentTypeLabel(row.type),
      paymentTypeLabel(row.method),
      statusLabel(row.status),
      row.amount,
    ]),
    totals: [
      { label: `Total paid (${statusList(FINANCE_STATS_COUNTED.paymentStatuses)})`, amount: await sumOf(db, payments, total, and(inRange, paidPayment)) },
      { label: 'Total outstanding', amount: await sumOf(db, payments, total, and(inRange, outstandingPayment)) },
    ],
  };
}

async function expensesRegister(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<Omit<ReportTable, 'title'>> {
  const inRange = expensesInRange(user, range);
  const rows = await db
    .select({
      date: expenses.date,
      title: expenses.title,
      category: expenses.category,
      method: expenses.method,
      status: expenses.status,
      receiptNumber: expenses.receiptNumber,
      amount: sql<string>`${expenses.amount}::text`,
    })
    .from(expenses)
    .where(inRange)
    .orderBy(asc(expenses.date), asc(expenses.id))
    .limit(MAX_REPORT_ROWS + 1);
  return {
    columns: [
      { header: 'Date', weight: 1 },
      { header: 'Title', weight: 2.4 },
      { header: 'Category', weight: 1.5 },
      { header: 'Method', weight: 1.2 },
      { header: 'Status', weight: 1 },
      { header: 'Receipt No.', weight: 1.2 },
      { header: 'Amount', weight: 1.2, money: true },
    ],
    rows: (await checkedRows(db, rows, expenses, inRange)).map((row) => [
      row.date,
      row.title,
      row.category,
      paymentTypeLabel(row.method),
      statusLabel(row.status),
      row.receiptNumber ?? '',
      row.amount,
    ]),
    totals: [
      {
        label: `Total expenses (excluding ${statusList(FINANCE_STATS_COUNTED.expenseStatusesLeftOut)})`,
        amount: await sumOf(db, expenses, sql`${expenses.amount}`, and(inRange, countedExpense)),
      },
    ],
  };
}

async function payrollRegister(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<Omit<ReportTable, 'title'>> {
  const inRange = payrollsInRange(user, range);
  const money = (column: PgColumn) => sql<string>`${column}::text`;
  const rows = await db
    .select({
      salaryMonth: payrolls.salaryMonth,
      employeeId: payrolls.employeeId,
      employeeName: payrolls.employeeName,
      status: payrolls.status,
      paymentDate: payrolls.paymentDate,
      method: payrolls.method,
      basicSalary: money(payrolls.basicSalary),
      allowances: money(payrolls.allowances),
      deductions: money(payrolls.deductions),
      tax: money(payrolls.tax),
      bonus: money(payrolls.bonus),
      netSalary: money(payrolls.netSalary),
    })
    .from(payrolls)
    .where(inRange)
    .orderBy(asc(payrolls.salaryMonth), asc(payrolls.employeeName), asc(payrolls.id))
    .limit(MAX_REPORT_ROWS + 1);
  return {
    columns: [
      { header: 'Month', weight: 0.8 },
      { header: 'Employee ID', weight: 1 },
      { header: 'Employee', weight: 1.8 },
      { header: 'Status', weight: 0.9 },
      { header: 'Paid On', weight: 1 },
      { header: 'Method', weight: 1.1 },
      { header: 'Basic', weight: 1, money: true },
      { header: 'Allowances', weight: 1, money: true },
      { header: 'Deductions', weight: 1, money: true },
      { header: 'Tax', weight: 0.9, money: true },
      { header: 'Bonus', weight: 0.9, money: true },
      { header: 'Net Salary', weight: 1.1, money: true },
    ],
    rows: (await checkedRows(db, rows, payrolls, inRange)).map((row) => [
      row.salaryMonth.slice(0, 7),
      row.employeeId,
      row.employeeName,
      statusLabel(row.status),
      row.paymentDate ?? '',
      paymentTypeLabel(row.method),
      row.basicSalary,
      row.allowances,
      row.deductions,
      row.tax,
      row.bonus,
      row.netSalary,
    ]),
    totals: [
      {
        label: `Total net salary (excluding ${statusList(FINANCE_STATS_COUNTED.payrollStatusesLeftOut)})`,
        amount: await sumOf(db, payrolls, sql`${payrolls.netSalary}`, and(inRange, countedPayroll)),
      },
    ],
  };
}

async function incomeStatement(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<Omit<ReportTable, 'title'>> {
  const revenue = await readBreakdown(db, { table: payments, key: payments.type, amount: payments.total }, and(paymentsInRange(user, range), paidPayment));
  const spent = await readBreakdown(db, { table: expenses, key: expenses.category, amount: expenses.amount }, and(expensesInRange(user, range), countedExpense));
  const stats = await readFinanceStats(db, user, range);
  const line = (section: string, item: string, count: number, amount: number) => [section, item, String(count), moneyText(amount)];
  return {
    columns: [
      { header: 'Section', weight: 1.2 },
      { header: 'Item', weight: 2.5 },
      { header: 'Count', weight: 0.8 },
      { header: 'Amount', weight: 1.4, money: true },
    ],
    rows: [
      ...revenue.map((item) => line('Revenue', paymentTypeLabel(item.key), item.count, item.amount)),
      ...spent.map((item) => line('Expenses', item.key, item.count, item.amount)),
      line('Payroll', 'Net salaries', stats.payrollCount, stats.totalPayroll),
    ],
    totals: [
      { label: 'Total revenue', amount: moneyText(stats.totalPayments) },
      { label: 'Total expenses', amount: moneyText(stats.totalExpenses) },
      { label: 'Total payroll', amount: moneyText(stats.totalPayroll) },
      { label: 'Net income', amount: moneyText(stats.netIncome) },
    ],
  };
}

const BUILDERS: Record<FinanceReportKind, (db: DbOrTx, user: AuthUser, range: AnalyticsRange) => Promise<Omit<ReportTable, 'title'>>> = {
  'income-statement': incomeStatement,
  'payments-register': paymentsRegister,
  'expenses-register': expensesRegister,
  'payroll-register': payrollRegister,
};

export async function readFinanceReport(db: DbOrTx, user: AuthUser, kind: FinanceReportKind, range: AnalyticsRange): Promise<ReportTable> {
  return { title: FINANCE_REPORT_TEXTS[kind].title, ...(await BUILDERS[kind](db, user, range)) };
}
