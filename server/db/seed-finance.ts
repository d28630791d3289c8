/**
 * The demo school's finance books (issue 7), beside the payments of seed-academics.ts: the monthly
 * tuition of every other student for the 3 full months before this one and this one (so the
 * overview's revenue is a school's, not two children's, on any day of a month), about 30
 * expenses over the last 3 months in several categories and statuses, payroll for every staff
 * member and teacher for the last 2 months (net salary computed with netSalaryCents, statuses
 * mixed), some incomes, budgets for this quarter, fee structures for the main fee types, the
 * payment methods, and a few ledger transactions. Deterministic (seeded randomness, dates relative
 * to `now`), so demo screens and tests can rely on it.
 */
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { EXPENSE_CATEGORIES, PAYMENT_METHODS, centsToDecimal, netSalaryCents, type ExpenseCategory } from '@/contract/finance';
import { PAYMENT_METHOD_LABELS } from '@/contract/finance-ledger';
import { addDays, kabulDay, shiftPeriod, startOfPeriod } from '../lib/kabul-time';
import { bulkInsert } from './bulk-insert';
import type { DbOrTx } from './connection';
import { budgets, classes, expenses, feeStructures, financeTransactions, incomes, paymentMethods, payments, payrolls, staff, students, teachers } from './schema';
import { createRandom, type Random } from './seed-random';
import { withReceiptNumbers } from '../routes/finance/public';

export type SeedFinanceOptions = { schoolId: number; createdBy?: number; now?: Date; seed?: number };
export type SeedFinanceReport = {
  tuitionPayments: number;
  expenses: number;
  payrolls: number;
  incomes: number;
  budgets: number;
  feeStructures: number;
  paymentMethods: number;
  transactions: number;
};

export const SEED_EXPENSE_COUNT = 30;
/** Days back from today the expenses cover: about 3 months. */
export const SEED_EXPENSE_DAYS = 90;
export const SEED_PAYROLL_MONTHS = 2;
/**
 * Full months of tuition before this one, all paid, for the students seed-academics.ts gave no
 * payments; this month's comes too, paid or still due. The expenses cover the same 3 months back,
 * so the books show a school living on its fees even in a month's first days (before this month's
 * fees fall due, 5th-10th: the seed's test failed on the 1st of December).
 */
export const SEED_TUITION_MONTHS = 3;

/** What each category's bills look like: titles and a range in AFN. */
const EXPENSE_KINDS: Partial<Record<ExpenseCategory, { titles: readonly string[]; min: number; max: number }>> = {
  Utilities: { titles: ['Electricity bill (DABS)', 'Water bill', 'Internet (AfTel)', 'Generator fuel'], min: 2500, max: 18000 },
  'Office Supplies': { titles: ['Printer paper and toner', 'Whiteboard markers', 'Exam answer sheets', 'Stationery'], min: 800, max: 9000 },
  Maintenance: { titles: ['Classroom window repair', 'Plumbing repair', 'Heater service', 'Painting of corridor'], min: 1500, max: 25000 },
  Transportation: { titles: ['School bus diesel', 'Bus tyre replacement', 'Driver overtime'], min: 3000, max: 20000 },
  Equipment: { titles: ['Laboratory glassware', 'Projector for room 12', 'Library shelves'], min: 5000, max: 60000 },
  Rent: { titles: ['Annex building rent'], min: 45000, max: 45000 },
  Marketing: { titles: ['Admission banners', 'Radio announcement'], min: 2000, max: 12000 },
  'Professional Services': { titles: ['Audit fee', 'Legal registration renewal'], min: 8000, max: 30000 },
};

const EXPENSE_STATUS_WEIGHTS = [
  ['PAID', 6],
  ['APPROVED', 2],
  ['PENDING', 2],
  ['REJECTED', 1],
] as const;

/** A whole AFN amount in a range, sometimes with afghanis cents, as a decimal string. */
function randomAmount(random: Random, min: number, max: number): string {
  const whole = random.int(min, max);
  return centsToDecimal(whole * 100 + (random.chance(0.3) ? random.int(1, 99) : 0));
}

export async function seedFinance(tx: DbOrTx, options: SeedFinanceOptions): Promise<SeedFinanceReport> {
  const { schoolId } = options;
  const createdBy = options.createdBy ?? null;
  const random = createRandom(options.seed ?? 1_404_007);
  const today = kabulDay(options.now ?? new Date());
  const stamp = { schoolId, createdBy, updatedBy: createdBy };

  // Its own generator, so the books below stay the same whatever the number of students.
  const tuitionRows = await withReceiptNumbers(tx, schoolId, await planTuitionPayments(tx, createRandom((options.seed ?? 1_404_007) + 1), schoolId, today, createdBy));
  await bulkInsert(tx, payments, tuitionRows);

  // Expenses: about 30 over the last 3 months, oldest first; the older ones are mostly settled.
  const categories = Object.keys(EXPENSE_KINDS) as ExpenseCategory[];
  const expenseRows = Array.from({ length: SEED_EXPENSE_COUNT }, (_, index) => {
    const category = categories[index % categories.length];
    const kind = EXPENSE_KINDS[category]!;
    const daysAgo = Math.round(((SEED_EXPENSE_COUNT - 1 - index) * (SEED_EXPENSE_DAYS - 1)) / (SEED_EXPENSE_COUNT - 1));
    const status = daysAgo > 45 && random.chance(0.7) ? 'PAID' : random.weighted(EXPENSE_STATUS_WEIGHTS);
    return {
      ...stamp,
      title: random.pick(kind.titles),
      description: null,
      amount: randomAmount(random, kind.min, kind.max),
      category,
      date: addDays(today, -daysAgo),
      status,
      method: random.weighted([['CASH', 5], ['BANK_TRANSFER', 3], ['MOBILE_PAYMENT', 1]] as const),
      receiptNumber: random.chance(0.7) ? `INV-${random.int(10_000, 99_999)}` : null,
      remarks: status === 'REJECTED' ? 'Over the monthly limit' : null,
    };
  });
  await bulkInsert(tx, expenses, expenseRows);

  // Payroll: every live staff member and teacher, the last 2 full months.
  const currentMonth = startOfPeriod('monthly', today);
  const months = Array.from({ length: SEED_PAYROLL_MONTHS }, (_, index) => shiftPeriod('monthly', currentMonth, index - SEED_PAYROLL_MONTHS));
  const staffRows = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.schoolId, schoolId), isNull(staff.deletedAt)))
    .orderBy(asc(staff.id));
  const teacherRows = await tx
    .select()
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt)))
    .orderBy(asc(teachers.id));
  const employees = [
    ...staffRows.map((row) => ({ staffId: row.id, teacherId: null, employeeId: row.employeeId, name: [row.firstName, row.lastName], basic: row.basicSalary, allowances: row.allowances })),
    ...teacherRows.map((row) => ({ staffId: null, teacherId: row.id, employeeId: row.employeeId, name: [row.firstName, row.lastName], basic: row.salary, allowances: row.allowances })),
  ].filter((employee) => Number(employee.basic ?? 0) > 0);
  const payrollRows = months.flatMap((salaryMonth, monthIndex) => {
    const latest = monthIndex === months.length - 1;
    return employees.map((employee) => {
      const basicSalary = employee.basic as string;
      const basicCents = Math.round(Number(basicSalary) * 100);
      const parts = {
        basicSalary,
        allowances: employee.allowances ?? '0.00',
        // Salary tax: 10% of the basic salary over 12,500 AFN (a simplification of the real bands).
        tax: centsToDecimal(Math.max(0, Math.round((basicCents - 1_250_000) / 10))),
        deductions: centsToDecimal(random.chance(0.2) ? random.int(5, 20) * 10_000 : 0),
        bonus: centsToDecimal(latest && random.chance(0.15) ? random.int(10, 30) * 10_000 : 0),
      };
      const status = latest ? random.weighted([['PENDING', 3], ['PROCESSING', 2], ['PAID', 2]] as const) : random.chance(0.9) ? 'PAID' : 'FAILED';
      const method = random.chance(0.8) ? 'BANK_TRANSFER' : 'CASH';
      return {
        ...stamp,
        staffId: employee.staffId,
        teacherId: employee.teacherId,
        employeeId: employee.employeeId,
        employeeName: employee.name.filter(Boolean).join(' '),
        salaryMonth,
        ...parts,
        netSalary: centsToDecimal(netSalaryCents(parts) as number),
        paymentDate: status === 'PAID' ? addDays(shiftPeriod('monthly', salaryMonth, 1), 2) : null,
        status,
        method,
        transactionId: status === 'PAID' && method === 'BANK_TRANSFER' ? `AIB-${random.int(100_000, 999_999)}` : null,
        remarks: status === 'FAILED' ? 'Bank account closed; paid again in cash' : null,
      };
    });
  });
  await bulkInsert(tx, payrolls, payrollRows);

  const incomeRows = [
    ['Noor Parents Association', 'Donation', 75, 'RECEIVED', 'BANK_TRANSFER', '50000.00', 'Library books fund'],
    ['Ministry of Education', 'Government Funding', 60, 'RECEIVED', 'BANK_TRANSFER', '120000.00', 'Quarterly operating grant'],
    ['Wedding hall rental', 'Rental', 40, 'RECEIVED', 'CASH', '15000.00', 'Hall rented on a Friday'],
    ['Canteen contractor', 'Canteen', 30, 'RECEIVED', 'CASH', '8500.50', 'Monthly canteen share'],
    ['Science fair tickets', 'Events', 20, 'APPROVED', 'CASH', '6200.00', null],
    ['Canteen contractor', 'Canteen', 2, 'PENDING', 'CASH', '8900.00', 'Monthly canteen share'],
    ['Alumni fundraising dinner', 'Fundraising', 12, 'PENDING', 'MOBILE_PAYMENT', '32000.00', 'Pledged, not yet collected'],
    ['Scrap furniture buyer', 'Other', 55, 'REJECTED', 'CASH', '3000.00', 'Offer too low'],
  ] as const;
  await bulkInsert(
    tx,
    incomes,
    incomeRows.map(([source, category, daysAgo, status, method, amount, description]) => ({
      ...stamp,
      source,
      category,
      date: addDays(today, -daysAgo),
      status,
      method,
      amount,
      description,
      reference: method === 'BANK_TRANSFER' ? `DEP-${1000 + daysAgo}` : null,
    })),
  );

  // Budgets over the 3 months the expenses cover, so spent and remaining show real figures.
  const budgetStart = shiftPeriod('monthly', currentMonth, -2);
  const budgetEnd = addDays(shiftPeriod('monthly', currentMonth, 1), -1);
  const budgetRows = [
    ['Utilities this quarter', 'Utilities', '60000.00'],
    ['Maintenance this quarter', 'Maintenance', '50000.00'],
    ['Transport this quarter', 'Transportation', '40000.00'],
    ['Office supplies this quarter', 'Office Supplies', '15000.00'],
  ] as const satisfies readonly (readonly [string, (typeof EXPENSE_CATEGORIES)[number], string])[];
  await bulkInsert(
    tx,
    budgets,
    budgetRows.map(([name, category, amount]) => ({ ...stamp, name, category, amount, startDate: budgetStart, endDate: budgetEnd, notes: null })),
  );

  const academicYear = today.slice(0, 4);
  const feeRows = [
    ['Tuition', 'TUITION_FEE', '3500.00', 'MONTHLY', 10, true],
    ['Transport, Karte Char route', 'TRANSPORT_FEE', '1200.50', 'MONTHLY', 10, true],
    ['Midterm and final exams', 'EXAM_FEE', '500.00', 'TERM', 1, true],
    ['Library card', 'LIBRARY_FEE', '300.00', 'YEARLY', 1, true],
    ['Science laboratory', 'LABORATORY_FEE', '750.00', 'TERM', 1, true],
    ['Sports kit and activities', 'SPORTS_FEE', '400.00', 'YEARLY', 1, true],
    ['Uniform set', 'UNIFORM_FEE', '1800.00', 'ONE_TIME', null, true],
    ['Lunch plan', 'MEAL_FEE', '2200.00', 'MONTHLY', 5, false],
  ] as const;
  await bulkInsert(
    tx,
    feeStructures,
    feeRows.map(([name, type, amount, frequency, dueDay, active]) => ({ ...stamp, name, type, amount, frequency, dueDay, active, academicYear, classId: null, description: null })),
  );

  const methodDetails: Partial<Record<(typeof PAYMENT_METHODS)[number], string>> = {
    BANK_TRANSFER: 'Afghanistan International Bank, account 0012-3456-7890, Noor Academy',
    MOBILE_PAYMENT: 'M-Paisa merchant 700 250 123',
    CASH: 'At the cashier\'s desk, Saturday to Thursday 8:00-14:00',
  };
  const disabled = new Set(['CRYPTO', 'DIGITAL_WALLET', 'INSTALLMENT']);
  await bulkInsert(
    tx,
    paymentMethods,
    PAYMENT_METHODS.map((code) => ({ ...stamp, code, displayName: PAYMENT_METHOD_LABELS[code], enabled: !disabled.has(code), details: methodDetails[code] ?? null })),
  );

  const transactionRows = [
    ['TRANSFER', '150000.00', 70, 'BANK_TRANSFER', 'TRF-0001', 'Cash box to bank account'],
    ['TRANSFER', '90000.00', 35, 'BANK_TRANSFER', 'TRF-0002', 'Cash box to bank account'],
    ['ADJUSTMENT', '12.50', 28, 'CASH', 'ADJ-0001', 'Cash count difference'],
    ['EXPENSE', '450.00', 15, 'BANK_TRANSFER', 'AIB-FEE-03', 'Bank service charges'],
  ] as const;
  await bulkInsert(
    tx,
    financeTransactions,
    transactionRows.map(([kind, amount, daysAgo, method, reference, description]) => ({
      ...stamp,
      kind,
      amount,
      date: addDays(today, -daysAgo),
      method,
      reference,
      description,
      status: 'COMPLETED',
    })),
  );

  return {
    tuitionPayments: tuitionRows.length,
    expenses: expenseRows.length,
    payrolls: payrollRows.length,
    incomes: incomeRows.length,
    budgets: budgetRows.length,
    feeStructures: feeRows.length,
    paymentMethods: PAYMENT_METHODS.length,
    transactions: transactionRows.length,
  };
}

/** Monthly tuition in AFN by grade: the upper grades (10-12) pay more. */
function tuitionFor(className: string | null): string {
  const grade = Number(/\d+/.exec(className ?? '')?.[0] ?? 0);
  return grade >= 10 ? '5500.00' : '4500.00';
}

/**
 * Tuition for every live student without payments yet (the demo parent's children have their own
 * in seed-academics.ts): one payment a month, on the month's 5th-10th, for SEED_TUITION_MONTHS
 * before this one (PAID) and this one (PAID or still PENDING). Without receipt numbers: the school's receipt counter gives
 * them (withReceiptNumbers), continuing seed-academics' run, and the API's next payment continues both.
 */
async function planTuitionPayments(tx: DbOrTx, random: Random, schoolId: number, today: string, createdBy: number | null) {
  const paid = tx.select({ studentId: payments.studentId }).from(payments).where(eq(payments.schoolId, schoolId));
  const unpaidStudents = await tx
    .select({ id: students.id, parentUserId: students.parentUserId, className: classes.name })
    .from(students)
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.schoolId, schoolId), isNull(students.deletedAt), notInArray(students.id, paid)))
    .orderBy(asc(students.id));
  const currentMonth = startOfPeriod('monthly', today);
  const rows: Omit<typeof payments.$inferInsert, 'receiptNumber'>[] = [];
  for (let back = SEED_TUITION_MONTHS; back >= 0; back -= 1) {
    const month = shiftPeriod('monthly', currentMonth, -back);
    for (const student of unpaidStudents) {
      const paymentDate = addDays(month, random.int(4, 9));
      // A day still to come this month: the fee is due, not paid yet.
      const status = paymentDate > today || (back === 0 && random.chance(0.3)) ? 'PENDING' : 'PAID';
      const amount = tuitionFor(student.className);
      rows.push({
        schoolId,
        studentId: student.id,
        parentUserId: student.parentUserId,
        amount,
        total: amount,
        paymentDate: paymentDate > today ? today : paymentDate,
        status,
        method: random.weighted([['CASH', 6], ['BANK_TRANSFER', 3], ['MOBILE_PAYMENT', 1]] as const),
        type: 'TUITION_FEE',
        remarks: `Tuition, ${month.slice(0, 7)}`,
        createdBy,
      });
    }
  }
  return rows;
}
