/** Test data for the expenses area: expenses and list answers as the API gives them, and the sent body's reader. */
import type { Expense, FinanceListSummary } from '@/contract/finance';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

let counter = 0;

export function makeExpense(overrides: Partial<Expense> = {}): Expense {
  counter += 1;
  return {
    id: counter,
    schoolId: 1,
    title: 'Printer paper',
    description: 'Twenty reams for the office',
    amount: 1234.5,
    category: 'Office Supplies',
    date: '2026-02-10',
    status: 'PENDING',
    method: 'CASH',
    receiptNumber: 'INV-778',
    remarks: 'Bought at the bazaar',
    createdBy: 7,
    updatedBy: null,
    createdAt: '2026-02-10T05:00:00.000Z',
    updatedAt: '2026-02-10T05:00:00.000Z',
    ...overrides,
  };
}

export function expenseListAnswer(
  expenses: Expense[],
  { page = 1, limit = 20, totalCount = expenses.length, summary }: { page?: number; limit?: number; totalCount?: number; summary?: FinanceListSummary } = {},
): StubAnswer {
  const totalAmount = expenses.reduce((sum, expense) => sum + expense.amount, 0);
  return {
    body: {
      success: true,
      data: expenses,
      meta: {
        pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit },
        summary: summary ?? { count: totalCount, totalAmount, pendingCount: 0, pendingAmount: 0 },
      },
    },
  };
}

/** The decrypted JSON body of a write the client sent (`{ encryptedData }`). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
