/**
 * The expense form's values (spec part 2 §3.6, §5 "Expense form") and the bodies it sends. Every
 * input is text, so a server field error keyed by its payload field lands on the input of that name.
 *
 * Create (spec §5): empty description, receipt number and remarks are left out of the payload.
 * Edit: an emptied optional text is sent as null, which clears it (PUT keeps a field left out, so
 * leaving it out could never clear one).
 */
import { EXPENSE_DEFAULTS, type Expense, type ExpenseCreateInput } from '@/contract/finance';
import type { ExpenseUpdatePayload } from '@/features/finance/api/update-expense';
import { schoolDay } from '@/lib/dates/school-day';

export type ExpenseFormValues = {
  title: string;
  description: string;
  amount: string;
  /** '' until chosen; then one of EXPENSE_CATEGORIES. */
  category: string;
  date: string;
  status: string;
  method: string;
  receiptNumber: string;
  remarks: string;
};

const OPTIONAL_TEXTS = ['description', 'receiptNumber', 'remarks'] as const;


/** Spec §4 "New expense defaults": status PENDING, method CASH, date today. */
export function newExpenseValues(today: string = schoolDay()): ExpenseFormValues {
  return {
    title: '',
    description: '',
    amount: '',
    category: '',
    date: today,
    status: EXPENSE_DEFAULTS.status,
    method: EXPENSE_DEFAULTS.method,
    receiptNumber: '',
    remarks: '',
  };
}

export function expenseToValues(expense: Expense): ExpenseFormValues {
  return {
    title: expense.title,
    description: expense.description ?? '',
    // The API answers a number (12.5); the input shows it with its cents (12.50).
    amount: expense.amount.toFixed(2),
    category: expense.category,
    date: expense.date.slice(0, 10),
    status: expense.status,
    method: expense.method,
    receiptNumber: expense.receiptNumber ?? '',
    remarks: expense.remarks ?? '',
  };
}

/**
 * The amount as sent: a number when the text reads as one, else the text itself, so the
 * contract's rule names the problem ('Please enter a valid amount') instead of the spec's silent
 * 0, which the server would refuse anyway (amount > 0).
 */
function amountOf(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

function requiredFields(values: ExpenseFormValues) {
  return {
    title: values.title.trim(),
    amount: amountOf(values.amount),
    category: values.category,
    date: values.date.trim(),
    status: values.status,
    method: values.method,
  };
}

/** POST /expenses body: empty optional texts left out. */
export function toCreatePayload(values: ExpenseFormValues): ExpenseCreateInput {
  const payload: ExpenseCreateInput = requiredFields(values);
  for (const field of OPTIONAL_TEXTS) {
    const text = values[field].trim();
    if (text !== '') payload[field] = text;
  }
  return payload;
}

/** PUT /expenses/{id} body: every field; an emptied optional text is null (cleared). */
export function toUpdatePayload(values: ExpenseFormValues): ExpenseUpdatePayload {
  const payload: ExpenseUpdatePayload = requiredFields(values);
  for (const field of OPTIONAL_TEXTS) {
    const text = values[field].trim();
    payload[field] = text === '' ? null : text;
  }
  return payload;
}
