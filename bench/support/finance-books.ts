/**
 * The finance bench's books, on top of the students bench's school (student-population.ts): a
 * tuition payment a month for each of its generated students over the last `months` months (this
 * one included, up to today), `expenseCount` expenses over the same months, and payroll for
 * `employeeCount` employees a month (staff members added up to that count; an employee's month the
 * demo seed already paid is skipped). Deterministic (seeded generator). Bulk inserts with the
 * payments' secondary indexes built after the load (bench only: the table is unindexed meanwhile).
 */
import { and, eq, isNull, like } from 'drizzle-orm';
import { EXPENSE_CATEGORIES, centsToDecimal, netSalaryCents } from '@/contract/finance';
import { bulkInsert, withIndexesRebuilt } from '../../server/db/bulk-insert';
import type { DbOrTx } from '../../server/db/connection';
import { expenses, payments, payrolls, staff, students, teachers, users } from '../../server/db/schema';
import { createRandom, type Random } from '../../server/db/seed-random';
import { addDays, recentPeriodStarts, shiftPeriod } from '../../server/lib/kabul-time';
import { BENCH_USERNAME_PREFIX } from './student-population';

const BATCH = 2_000;
/** Receipt numbers of the bench's payments (the school's own, API and demo seed alike, are RCP-000001, ...). */
const RECEIPT_PREFIX = 'BENCH-';
const EMPLOYEE_PREFIX = 'BENCH-EMP-';

export type FinanceBooksOptions = {
  schoolId: number;
  createdBy: number;
  today: string;
  months: number;
  expenseCount: number;
  employeeCount: number;
  seed?: number;
};
export type FinanceBooksReport = { payments: number; expenses: number; payrolls: number; addedStaff: number; employees: number };

async function insertInBatches<T>(rows: readonly T[], insert: (batch: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** A day of the month starting `monthStart`, not after today; tuition is mostly paid early in the month. */
function dayIn(random: Random, monthStart: string, today: string): string {
  const day = addDays(monthStart, random.chance(0.7) ? random.int(0, 9) : random.int(10, 27));
  return day > today ? today : day;
}

const mostlyPaid = (random: Random, current: boolean) =>
  current
    ? random.weighted([['PAID', 70], ['PENDING', 12], ['UNPAID', 12], ['PARTIALLY_PAID', 6]] as const)
    : random.weighted([['PAID', 90], ['PARTIALLY_PAID', 4], ['OVERDUE', 3], ['UNPAID', 2], ['REFUNDED', 1]] as const);

async function loadPayments(db: DbOrTx, random: Random, options: FinanceBooksOptions, monthStarts: string[]): Promise<number> {
  const { schoolId, createdBy, today } = options;
  const benchStudents = await db
    .select({ id: students.id, parentUserId: students.parentUserId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, schoolId), like(users.username, `${BENCH_USERNAME_PREFIX}%`)))
    .orderBy(students.id);
  const current = monthStarts[monthStarts.length - 1];
  let receipt = 0;
  const rows = monthStarts.flatMap((monthStart) =>
    benchStudents.map((student) => {
      const paymentDate = dayIn(random, monthStart, today);
      const amount = random.pick(['3500.00', '4500.00', '5500.00']);
      receipt += 1;
      return {
        schoolId,
        studentId: student.id,
        parentUserId: student.parentUserId,
        amount,
        total: amount,
        paymentDate,
        status: mostlyPaid(random, monthStart === current),
        method: random.weighted([['CASH', 70], ['BANK_TRANSFER', 15], ['MOBILE_PAYMENT', 15]] as const),
        type: 'TUITION_FEE',
        remarks: random.chance(0.1) ? 'Paid by the elder brother' : null,
        receiptNumber: `${RECEIPT_PREFIX}${String(receipt).padStart(7, '0')}`,
        createdBy,
        createdAt: new Date(`${paymentDate}T05:30:00Z`),
        updatedAt: new Date(`${paymentDate}T05:30:00Z`),
      };
    }),
  );
  await withIndexesRebuilt(db, 'payments', () => insertInBatches(rows, (batch) => bulkInsert(db, payments, batch)));
  return rows.length;
}

async function loadExpenses(db: DbOrTx, random: Random, options: FinanceBooksOptions, firstDay: string): Promise<number> {
  const { schoolId, createdBy, today } = options;
  const days = Math.round((Date.parse(today) - Date.parse(firstDay)) / 86_400_000);
  const rows = Array.from({ length: options.expenseCount }, (_, index) => {
    const category = EXPENSE_CATEGORIES[index % EXPENSE_CATEGORIES.length];
    const status = random.weighted([['PAID', 6], ['APPROVED', 2], ['PENDING', 2], ['REJECTED', 1]] as const);
    return {
      schoolId,
      title: `${category} ${index + 1}`,
      description: null,
      amount: centsToDecimal(random.int(500, 60_000) * 100 + (random.chance(0.3) ? random.int(1, 99) : 0)),
      category,
      date: addDays(firstDay, random.int(0, days)),
      status,
      method: random.weighted([['CASH', 5], ['BANK_TRANSFER', 3], ['MOBILE_PAYMENT', 1]] as const),
      receiptNumber: random.chance(0.7) ? `INV-${random.int(10_000, 99_999)}` : null,
      remarks: status === 'REJECTED' ? 'Over the monthly limit' : null,
      createdBy,
      updatedBy: createdBy,
    };
  });
  await insertInBatches(rows, (batch) => bulkInsert(db, expenses, batch));
  return rows.length;
}

type Employee = { staffId: number | null; teacherId: number | null; employeeId: string; name: string; basic: string; allowances: string };

/** The school's live staff and teachers with a salary, staff members added until there are `wanted`. */
async function ensureEmployees(db: DbOrTx, random: Random, schoolId: number, wanted: number): Promise<{ employees: Employee[]; added: number }> {
  const read = async () => {
    const staffRows = await db.select().from(staff).where(and(eq(staff.schoolId, schoolId), isNull(staff.deletedAt))).orderBy(staff.id);
    const teacherRows = await db.select().from(teachers).where(and(eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt))).orderBy(teachers.id);
    return [
      ...staffRows.map((row) => ({ staffId: row.id, teacherId: null, employeeId: row.employeeId, name: `${row.firstName} ${row.lastName ?? ''}`.trim(), basic: row.basicSalary, allowances: row.allowances })),
      ...teacherRows.map((row) => ({ staffId: null, teacherId: row.id, employeeId: row.employeeId, name: `${row.firstName} ${row.lastName}`, basic: row.salary ?? '0', allowances: row.allowances ?? '0' })),
    ].filter((employee) => Number(employee.basic) > 0);
  };
  const existing = await read();
  const missing = Math.max(0, wanted - existing.length);
  const added = Array.from({ length: missing }, (_, index) => ({
    schoolId,
    employeeId: `${EMPLOYEE_PREFIX}${String(index + 1).padStart(3, '0')}`,
    firstName: random.pick(['Ahmad', 'Mariam', 'Farid', 'Zahra', 'Nasir', 'Shabnam', 'Hamid', 'Laila']),
    lastName: random.pick(['Ahmadi', 'Karimi', 'Rahimi', 'Hashimi', 'Sultani', 'Noori']),
    designation: random.pick(['Guard', 'Cleaner', 'Driver', 'Clerk', 'Assistant', 'Cook']),
    department: 'Support',
    basicSalary: centsToDecimal(random.int(90, 250) * 10_000),
    allowances: centsToDecimal(random.int(0, 30) * 10_000),
    status: 'ACTIVE',
  }));
  await insertInBatches(added, (batch) => bulkInsert(db, staff, batch));
  return { employees: (await read()).slice(0, wanted), added: missing };
}

async function loadPayroll(db: DbOrTx, random: Random, options: FinanceBooksOptions, monthStarts: string[]): Promise<{ rows: number; added: number; employees: number }> {
  const { schoolId, createdBy } = options;
  const { employees, added } = await ensureEmployees(db, random, schoolId, options.employeeCount);
  const paidAlready = new Set(
    (await db.select({ staffId: payrolls.staffId, teacherId: payrolls.teacherId, month: payrolls.salaryMonth }).from(payrolls).where(eq(payrolls.schoolId, schoolId))).map(
      (row) => `${row.staffId}/${row.teacherId}/${row.month}`,
    ),
  );
  const current = monthStarts[monthStarts.length - 1];
  const rows = monthStarts.flatMap((salaryMonth) =>
    employees
      .filter((employee) => !paidAlready.has(`${employee.staffId}/${employee.teacherId}/${salaryMonth}`))
      .map((employee) => {
        const basicCents = Math.round(Number(employee.basic) * 100);
        const parts = {
          basicSalary: employee.basic,
          allowances: employee.allowances,
          tax: centsToDecimal(Math.max(0, Math.round((basicCents - 1_250_000) / 10))),
          deductions: centsToDecimal(random.chance(0.2) ? random.int(5, 20) * 1_000 : 0),
          bonus: centsToDecimal(random.chance(0.1) ? random.int(10, 30) * 10_000 : 0),
        };
        const status = salaryMonth === current ? random.weighted([['PENDING', 3], ['PROCESSING', 2], ['PAID', 2]] as const) : random.chance(0.95) ? 'PAID' : 'FAILED';
        return {
          schoolId,
          staffId: employee.staffId,
          teacherId: employee.teacherId,
          employeeId: employee.employeeId,
          employeeName: employee.name,
          salaryMonth,
          ...parts,
          netSalary: centsToDecimal(netSalaryCents(parts) as number),
          paymentDate: status === 'PAID' ? addDays(shiftPeriod('monthly', salaryMonth, 1), 2) : null,
          status,
          method: random.chance(0.8) ? 'BANK_TRANSFER' : 'CASH',
          transactionId: null,
          remarks: null,
          createdBy,
          updatedBy: createdBy,
        };
      }),
  );
  await insertInBatches(rows, (batch) => bulkInsert(db, payrolls, batch));
  return { rows: rows.length, added, employees: employees.length };
}

export async function loadFinanceBooks(db: DbOrTx, options: FinanceBooksOptions): Promise<FinanceBooksReport> {
  const random = createRandom(options.seed ?? 1_404_070);
  const monthStarts = recentPeriodStarts('monthly', options.months, options.today);
  const paymentRows = await loadPayments(db, random, options, monthStarts);
  const expenseRows = await loadExpenses(db, random, options, monthStarts[0]);
  const payroll = await loadPayroll(db, random, options, monthStarts);
  return { payments: paymentRows, expenses: expenseRows, payrolls: payroll.rows, addedStaff: payroll.added, employees: payroll.employees };
}
