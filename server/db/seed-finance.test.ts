import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, decimalToCents, netSalaryCents } from '@/contract/finance';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { budgets, expenses, feeStructures, financeTransactions, incomes, paymentMethods, payments, payrolls, schools, staff, students, teachers } from './schema';
import { seedDatabase } from './seed';
import { SEED_EXPENSE_COUNT, SEED_EXPENSE_DAYS, seedFinance } from './seed-finance';
import { budgetSpentSql } from '../routes/finance/budgets/budget-spent';
import { addDays, kabulDay } from '../lib/kabul-time';
import { readSchoolCurrency } from '../routes/settings/public';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  dispose = opened.dispose;
  await seedDatabase(database.db, { ...loadConfig({}), seed: 'demo' });
});
afterAll(async () => {
  await dispose?.();
});

describe('the demo seed: finance', () => {
  it("gives every student tuition, so the school's revenue covers its expenses and payroll", async () => {
    const { db } = database;
    const paying = await db.selectDistinct({ id: payments.studentId }).from(payments);
    const live = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, 1));
    expect(paying.length).toBe(live.length);
    const receipts = await db.select({ receipt: payments.receiptNumber }).from(payments);
    expect(new Set(receipts.map((row) => row.receipt)).size).toBe(receipts.length);
    const result = await db.execute(sql`
      select (select sum(total) from payments where status = 'PAID')::text as revenue,
             ((select sum(amount) from expenses where status <> 'REJECTED') + (select sum(net_salary) from payrolls where status not in ('CANCELLED', 'FAILED')))::text as spent`);
    const [money] = (result as unknown as { rows: { revenue: string; spent: string }[] }).rows;
    expect(Number(money.revenue)).toBeGreaterThan(Number(money.spent));
  });

  it('books about 30 expenses over the last 3 months in several categories and statuses', async () => {
    const rows = await database.db.select().from(expenses).where(eq(expenses.schoolId, 1));
    expect(rows).toHaveLength(SEED_EXPENSE_COUNT);
    const today = kabulDay();
    expect(rows.every((row) => row.date <= today && row.date >= addDays(today, -SEED_EXPENSE_DAYS))).toBe(true);
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['PAID', 'APPROVED', 'PENDING', 'REJECTED']));
  });

  it('pays every staff member and teacher for the last 2 months with the net salary rule', async () => {
    const rows = await database.db.select().from(payrolls);
    const employees = (await database.db.select().from(staff)).length + (await database.db.select().from(teachers)).length;
    expect(rows).toHaveLength(employees * 2);
    expect(new Set(rows.map((row) => row.salaryMonth)).size).toBe(2);
    for (const row of rows) {
      expect(decimalToCents(row.netSalary)).toBe(netSalaryCents(row));
      expect(Number(row.netSalary)).toBeGreaterThan(0);
      expect(row.paymentDate === null).toBe(row.status !== 'PAID');
    }
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
  });

  it('adds incomes, budgets with spending, fee structures, every payment method and transactions', async () => {
    expect((await database.db.select().from(incomes)).length).toBeGreaterThanOrEqual(5);
    const spent = await database.db.select({ name: budgets.name, amount: budgets.amount, spent: sql<string>`${budgetSpentSql}::text` }).from(budgets);
    expect(spent.length).toBeGreaterThanOrEqual(3);
    expect(spent.some((budget) => Number(budget.spent) > 0)).toBe(true);
    const fees = await database.db.select().from(feeStructures);
    expect(fees.map((fee) => fee.type)).toEqual(expect.arrayContaining(['TUITION_FEE', 'TRANSPORT_FEE', 'EXAM_FEE']));
    const methods = await database.db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
    expect(methods.map((method) => method.code)).toEqual([...PAYMENT_METHODS]);
    expect(methods.find((method) => method.code === 'CASH')?.enabled).toBe(true);
    expect((await database.db.select().from(financeTransactions)).length).toBeGreaterThan(0);
  });

  it('keeps the Afghan demo school in afghanis: its currency setting, fees and salaries at Kabul levels, its manager named', async () => {
    const { db } = database;
    expect(await readSchoolCurrency(db, 1)).toBe('AFN');
    const [school] = await db.select().from(schools).where(eq(schools.id, 1));
    expect(school.managerName).toMatch(/\w+ \w+/);
    // A teacher earns tens of thousands of afghanis a month (never "$28,000"); staff from about 12,000.
    const salaries = (await db.select({ salary: teachers.salary }).from(teachers).where(eq(teachers.schoolId, 1))).map((row) => Number(row.salary));
    expect(salaries.length).toBeGreaterThanOrEqual(8);
    expect(salaries.every((salary) => salary >= 15_000 && salary <= 45_000)).toBe(true);
    const basics = (await db.select({ basic: staff.basicSalary }).from(staff).where(eq(staff.schoolId, 1))).map((row) => Number(row.basic));
    expect(basics.every((basic) => basic >= 10_000 && basic <= 45_000)).toBe(true);
    // Monthly tuition 1,500-6,000 AFN; every amount whole cents.
    const tuition = await db.select({ total: payments.total }).from(payments).where(and(eq(payments.schoolId, 1), eq(payments.type, 'TUITION_FEE')));
    expect(tuition.every((row) => Number(row.total) >= 1_500 && Number(row.total) <= 6_000)).toBe(true);
    const monthlyFees = (await db.select().from(feeStructures).where(and(eq(feeStructures.schoolId, 1), eq(feeStructures.frequency, 'MONTHLY')))).map((fee) => Number(fee.amount));
    expect(monthlyFees.every((amount) => amount >= 1_000 && amount <= 6_000)).toBe(true);
    const amounts = [...(await db.select({ amount: expenses.amount }).from(expenses)), ...(await db.select({ amount: payrolls.netSalary }).from(payrolls))];
    expect(amounts.every((row) => decimalToCents(row.amount) !== null)).toBe(true);
  });

  it('is deterministic: the same seed and day give the same books', async () => {
    const now = new Date('2026-03-15T08:00:00Z');
    const [a, b] = await database.db.insert(schools).values([{ name: 'Seed A' }, { name: 'Seed B' }]).returning();
    const reportA = await seedFinance(database.db, { schoolId: a.id, now });
    const reportB = await seedFinance(database.db, { schoolId: b.id, now });
    expect(reportA).toEqual(reportB);
    const books = async (schoolId: number) =>
      (await database.db.select().from(expenses).where(eq(expenses.schoolId, schoolId)).orderBy(asc(expenses.id))).map(({ title, amount, date, status, category }) => ({ title, amount, date, status, category }));
    expect(await books(a.id)).toEqual(await books(b.id));
  });
});
