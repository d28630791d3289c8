/**
 * Where the words for a field's coded values live, by the record type (an offline policy's
 * `pending.entity`): a status `PAID` is shown as the screens show it ("Paid", «پرداخت‌شده»), not as
 * its code. A field not named here shows its value as it is.
 */
const FINANCE_CODES = { status: 'finance.labels.status', method: 'finance.labels.method', type: 'finance.labels.type', category: 'finance.labels.category' };

const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  expense: FINANCE_CODES,
  payment: FINANCE_CODES,
  payroll: FINANCE_CODES,
  teacher: { status: 'teachers.status' },
  exam: { status: 'exams.status' },
  lesson: { weekday: 'classes.weekdays' },
  customer: Object.fromEntries(
    ['gender', 'type', 'purpose', 'department', 'source', 'priority', 'referredTo', 'status'].map((field) => [field, `customers.options.${field}`]),
  ),
  student: { status: 'students.status', 'user.gender': 'students.gender', 'parent.user.gender': 'students.gender' },
};

/** Fields of a record type whose parts are compared one by one (record-conflict.ts). */
const PARTS_COMPARED: Readonly<Record<string, readonly string[]>> = {
  student: ['user', 'parent', 'parent.user'],
};

export function partsComparedOf(entity: string | undefined): readonly string[] {
  return (entity === undefined ? undefined : PARTS_COMPARED[entity]) ?? [];
}

/** The catalogue key naming `value` of `field` in a record of `entity`, or null. */
export function valueWordKey(entity: string | undefined, field: string, value: unknown): string | null {
  const prefix = entity === undefined ? undefined : VALUE_WORDS[entity]?.[field];
  const code = typeof value === 'number' ? String(value) : value;
  return prefix && typeof code === 'string' && code !== '' ? `${prefix}.${code}` : null;
}
