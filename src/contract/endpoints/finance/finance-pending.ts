/**
 * How the finance writes the device keeps for later (the endpoints' `offline` policies) are named
 * to a person, and which record each changes. Keys live in src/locales/<lang>/finance.json under
 * `pending.<entity>`; amounts are numbers in the values. A body is read as sent (anything), so
 * every field is checked before it is used; a create without what its name needs gets the
 * entity's plain "New …" name.
 */
import type { OfflinePolicy, QueuedWrite, WriteDescription } from '@/contract/endpoint';

export type KeptCreate = OfflinePolicy;

type Values = Record<string, string | number>;

function asFields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function bodyOf(write: QueuedWrite): Record<string, unknown> {
  return asFields(write.body);
}

function noteOf(write: QueuedWrite): Record<string, unknown> {
  return asFields(write.note);
}

/** A money field as sent (a number or numeric text), as a number; null when it is neither. */
export function sentAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A text field as sent, trimmed; '' when absent or not text. */
export function sentText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An id field as sent (a number or numeric text); null otherwise. */
function sentId(value: unknown): number | null {
  const id = sentAmount(value);
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A create, named by `values` of its body ("Payment of 3500 for student #12"); `null` values
 * (something needed missing) name it "New payment". A create carries no device-made id.
 */
export function keptCreate(entity: string, values: (body: Record<string, unknown>) => Values | null): KeptCreate {
  return {
    describe: (write): WriteDescription => {
      const named = values(bodyOf(write));
      return named ? { key: `finance.pending.${entity}.create`, values: named } : { key: `finance.pending.${entity}.createUnnamed`, values: {} };
    },
    pending: { entity, id: () => null },
  };
}

/** An edit of the record in the path: "Changes to payment #12", pending on it. */
export function keptEdit(entity: string): OfflinePolicy {
  return {
    describe: (write): WriteDescription => ({ key: `finance.pending.${entity}.edit`, values: { id: write.params.id ?? '' } }),
    pending: { entity, id: (write) => write.params.id ?? null },
  };
}

/** A restore of the record in the path: "Restore deleted payment #12", pending on it. */
export function keptRestore(entity: string): OfflinePolicy {
  return {
    describe: (write): WriteDescription => ({ key: `finance.pending.${entity}.restore`, values: { id: write.params.id ?? '' } }),
    pending: { entity, id: (write) => write.params.id ?? null },
  };
}

/**
 * "Payment of {{amount}} for {{student}}" when the device kept the picked student's name beside
 * the write (its note), else "Payment of {{amount}} for student #{{studentId}}".
 */
export const keptPayment: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const amount = sentAmount(bodyOf(write).amount);
    const studentId = sentId(bodyOf(write).studentId);
    if (amount === null || studentId === null) return { key: 'finance.pending.payment.createUnnamed', values: {} };
    const student = sentText(noteOf(write).studentName);
    return student ? { key: 'finance.pending.payment.createFor', values: { amount, student } } : { key: 'finance.pending.payment.create', values: { amount, studentId } };
  },
  pending: { entity: 'payment', id: () => null },
};

/** "Expense ‘{{title}}’ {{amount}}". */
export const keptExpense = keptCreate('expense', (body) => {
  const amount = sentAmount(body.amount);
  const title = sentText(body.title);
  return amount === null || title === '' ? null : { title, amount };
});

/** The net salary as the server computes it (basic + allowances - deductions - tax + bonus), in whole cents. */
function sentNetSalary(body: Record<string, unknown>): number | null {
  const given = sentAmount(body.netSalary);
  if (given !== null) return given;
  const basic = sentAmount(body.basicSalary);
  if (basic === null) return null;
  const part = (name: string) => sentAmount(body[name]) ?? 0;
  const cents = [basic, part('allowances'), -part('deductions'), -part('tax'), part('bonus')].reduce((sum, value) => sum + Math.round(value * 100), 0);
  return cents / 100;
}

/**
 * "Payroll of {{amount}} for {{employee}}, {{month}}" (the net salary, the employee's name as the
 * form sent it, the salary month YYYY-MM); without a name "Payroll of {{amount}} for {{month}}".
 */
export const keptPayroll: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const body = bodyOf(write);
    const amount = sentNetSalary(body);
    const month = sentText(body.salaryMonth).slice(0, 7);
    if (amount === null || !/^\d{4}-\d{2}$/.test(month)) return { key: 'finance.pending.payroll.createUnnamed', values: {} };
    const employee = sentText(body.employeeName);
    return employee ? { key: 'finance.pending.payroll.createFor', values: { amount, employee, month } } : { key: 'finance.pending.payroll.create', values: { amount, month } };
  },
  pending: { entity: 'payroll', id: () => null },
};

/** "Income ‘{{source}}’ {{amount}}". */
export const keptIncome = keptCreate('income', (body) => {
  const amount = sentAmount(body.amount);
  const source = sentText(body.source);
  return amount === null || source === '' ? null : { source, amount };
});

/** "Budget ‘{{name}}’ {{amount}}". */
export const keptBudget = keptCreate('budget', (body) => {
  const amount = sentAmount(body.amount);
  const name = sentText(body.name);
  return amount === null || name === '' ? null : { name, amount };
});

/** "Fee ‘{{name}}’ {{amount}}". */
export const keptFeeStructure = keptCreate('feeStructure', (body) => {
  const amount = sentAmount(body.amount);
  const name = sentText(body.name);
  return amount === null || name === '' ? null : { name, amount };
});

/** "Ledger entry of {{amount}}". */
export const keptTransaction = keptCreate('transaction', (body) => {
  const amount = sentAmount(body.amount);
  return amount === null ? null : { amount };
});

/** "Set up payment method {{code}}". */
export const keptPaymentMethod = keptCreate('paymentMethod', (body) => {
  const code = sentText(body.code);
  return code === '' ? null : { code };
});
