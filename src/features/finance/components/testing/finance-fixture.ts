/** Test data for the Finance screen: payments, list, stats and analytics answers as the API gives them. */
import type { FinanceStats, Payment } from '@/contract/finance';
import type { FinanceAnalytics } from '@/contract/finance-analytics';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

/** What the demo `cashier` may do on the Finance screen. */
export const FINANCE_MANAGER = [
  'finance:read',
  'payment:read',
  'payment:create',
  'payment:delete',
  'expense:read',
  'expense:create',
  'payroll:read',
  'payroll:create',
];

let counter = 0;

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  counter += 1;
  return {
    id: counter,
    schoolId: 1,
    studentId: 10 + counter,
    student: { id: 10 + counter, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: `ADM-${counter}` },
    parentId: null,
    amount: 1500,
    total: 1500,
    paymentDate: '2026-03-15',
    status: 'PAID',
    method: 'CASH',
    type: 'TUITION_FEE',
    remarks: null,
    description: 'Tuition fee',
    receiptNumber: `RCP-${String(counter).padStart(6, '0')}`,
    createdBy: 7,
    createdAt: '2026-03-15T05:00:00.000Z',
    updatedAt: '2026-03-15T05:00:00.000Z',
    ...overrides,
  };
}

export function paymentListAnswer(
  payments: Payment[],
  { page = 1, limit = 20, total = payments.length, totalAmount = payments.reduce((sum, payment) => sum + payment.total, 0) } = {},
): StubAnswer {
  return {
    body: {
      success: true,
      data: payments,
      meta: { total, totalAmount, pagination: { currentPage: page, totalPages: Math.ceil(total / limit), totalCount: total, limit } },
    },
  };
}

export function statsAnswer(stats: Partial<FinanceStats> = {}): StubAnswer {
  return {
    body: {
      success: true,
      message: 'Finance stats',
      data: { totalPayments: 12500.5, totalExpenses: 3200.25, totalPayroll: 5000, netIncome: 4300.25, paymentCount: 9, expenseCount: 4, payrollCount: 2, ...stats },
    },
  };
}

/** An expense or payroll list answer that carries only what the overview reads: the summary. */
export function summaryAnswer(totalAmount: number): StubAnswer {
  return {
    body: {
      success: true,
      data: [],
      meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 1 }, summary: { count: 1, totalAmount, pendingCount: 0, pendingAmount: 0 } },
    },
  };
}

export function makeFinanceAnalytics(overrides: Partial<FinanceAnalytics> = {}): FinanceAnalytics {
  return {
    range: { startDate: '2025-04-01', endDate: '2026-03-20' },
    totals: { revenue: 9000, expenses: 2500.5, payroll: 4000, net: 2499.5, paymentCount: 6, expenseCount: 3, payrollCount: 2 },
    months: [
      { month: '2026-02', revenue: 4000, expenses: 1000, payroll: 2000, net: 1000 },
      { month: '2026-03', revenue: 5000, expenses: 1500.5, payroll: 2000, net: 1499.5 },
    ],
    expensesByCategory: [
      { key: 'Utilities', count: 2, amount: 1500.5 },
      { key: 'Rent', count: 1, amount: 1000 },
    ],
    paymentsByMethod: [
      { key: 'CASH', count: 4, amount: 6000 },
      { key: 'BANK_TRANSFER', count: 2, amount: 3000 },
    ],
    ...overrides,
  };
}

export function analyticsAnswer(analytics: FinanceAnalytics = makeFinanceAnalytics()): StubAnswer {
  return { body: { success: true, message: 'Finance analytics', data: analytics } };
}
