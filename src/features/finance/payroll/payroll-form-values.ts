/**
 * The Add/Edit Payroll form's values, rules and payload (spec part 2 §3.7, §4, §5 "Payroll form").
 *
 * Money: the inputs hold text or numbers; every rule and the net salary work in integer cents
 * (`decimalToCents`, `netSalaryCents` of the contract), never in floating point. The net salary is
 * recomputed on submit and sent, so the server (which recomputes it too) refuses a stale one.
 */
import {
  centsToDecimal,
  decimalToCents,
  netSalaryCents,
  PAYROLL_DEFAULTS,
  REMARKS_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
  type FinanceMethod,
  type Payroll,
  type PayrollCreateInput,
  type PayrollStatus,
} from '@/contract/finance';
import type { PayrollEmployeeKind } from '@/contract/payroll-employees';
import type { PayrollUpdatePayload } from '@/features/finance/api/update-payroll';

export type MoneyValue = string | number;

/** Who the record pays: the picked employee (or the edited record's). */
export type PayrollEmployeeChoice = { kind: PayrollEmployeeKind; id: number; employeeId: string; employeeName: string };

export type PayrollFormValues = {
  employee: PayrollEmployeeChoice | null;
  /** YYYY-MM (a month input); sent as the first of the month. */
  salaryMonth: string;
  basicSalary: MoneyValue;
  allowances: MoneyValue;
  deductions: MoneyValue;
  tax: MoneyValue;
  bonus: MoneyValue;
  /** YYYY-MM-DD or ''. */
  paymentDate: string;
  status: PayrollStatus;
  method: FinanceMethod;
  transactionId: string;
  remarks: string;
};

/** The catalogue keys of the form's messages (financePayroll.messages.*). */
export type PayrollMessageKey =
  | 'selectEmployee'
  | 'selectSalaryMonth'
  | 'invalidBasicSalary'
  | 'netSalaryPositive'
  | 'invalidMoney'
  | 'transactionIdTooLong'
  | 'remarksTooLong';

export const PAYROLL_MONEY_FIELDS = ['basicSalary', 'allowances', 'deductions', 'tax', 'bonus'] as const;

export function newPayrollValues(): PayrollFormValues {
  return {
    employee: null,
    salaryMonth: '',
    basicSalary: '',
    allowances: '',
    deductions: '',
    tax: '',
    bonus: '',
    paymentDate: '',
    status: PAYROLL_DEFAULTS.status,
    method: PAYROLL_DEFAULTS.method,
    transactionId: '',
    remarks: '',
  };
}

export function payrollToValues(payroll: Payroll): PayrollFormValues {
  const employee: PayrollEmployeeChoice | null =
    payroll.staffId !== null
      ? { kind: 'staff', id: payroll.staffId, employeeId: payroll.employeeId, employeeName: payroll.employeeName }
      : payroll.teacherId !== null
        ? { kind: 'teacher', id: payroll.teacherId, employeeId: payroll.employeeId, employeeName: payroll.employeeName }
        : null;
  return {
    employee,
    salaryMonth: payroll.salaryMonth.slice(0, 7),
    basicSalary: payroll.basicSalary,
    allowances: payroll.allowances,
    deductions: payroll.deductions,
    tax: payroll.tax,
    bonus: payroll.bonus,
    paymentDate: payroll.paymentDate ?? '',
    status: payroll.status as PayrollStatus,
    method: payroll.method as FinanceMethod,
    transactionId: payroll.transactionId ?? '',
    remarks: payroll.remarks ?? '',
  };
}

/** Cents of a money input; a blank optional field is 0; null when not an amount with at most 2 decimals. */
export function moneyCents(value: MoneyValue): number | null {
  if (typeof value === 'string' && value.trim() === '') return 0;
  return decimalToCents(value);
}

/** The live net salary in cents (basic + allowances - deductions - tax + bonus), or null while an amount is not valid. */
export function formNetSalaryCents(values: Pick<PayrollFormValues, (typeof PAYROLL_MONEY_FIELDS)[number]>): number | null {
  const cents = PAYROLL_MONEY_FIELDS.map((field) => moneyCents(values[field]));
  if (cents.some((value) => value === null || value < 0)) return null;
  return netSalaryCents({
    basicSalary: centsToDecimal(cents[0] as number),
    allowances: centsToDecimal(cents[1] as number),
    deductions: centsToDecimal(cents[2] as number),
    tax: centsToDecimal(cents[3] as number),
    bonus: centsToDecimal(cents[4] as number),
  });
}

/** Field → message key of each broken rule (spec §5); empty when the form may be sent. */
export function validatePayrollValues(values: PayrollFormValues): Partial<Record<keyof PayrollFormValues | 'netSalary', PayrollMessageKey>> {
  const errors: Partial<Record<keyof PayrollFormValues | 'netSalary', PayrollMessageKey>> = {};
  if (!values.employee) errors.employee = 'selectEmployee';
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(values.salaryMonth)) errors.salaryMonth = 'selectSalaryMonth';
  const basic = typeof values.basicSalary === 'string' && values.basicSalary.trim() === '' ? null : decimalToCents(values.basicSalary);
  if (basic === null || basic <= 0) errors.basicSalary = 'invalidBasicSalary';
  for (const field of PAYROLL_MONEY_FIELDS.slice(1)) {
    const cents = moneyCents(values[field]);
    if (cents === null || cents < 0) errors[field] = 'invalidMoney';
  }
  if (Object.keys(errors).every((field) => field === 'employee' || field === 'salaryMonth')) {
    const net = formNetSalaryCents(values);
    if (net === null || net <= 0) errors.netSalary = 'netSalaryPositive';
  }
  if (values.transactionId.trim().length > TRANSACTION_ID_MAX_LENGTH) errors.transactionId = 'transactionIdTooLong';
  if (values.remarks.trim().length > REMARKS_MAX_LENGTH) errors.remarks = 'remarksTooLong';
  return errors;
}

const amount = (value: MoneyValue): number => Number(centsToDecimal(moneyCents(value) ?? 0));

/**
 * POST /payrolls's body from valid values: the employee's id as staffId or teacherId, amounts as
 * numbers with the net salary recomputed, and the empty employeeId, employeeName, paymentDate,
 * transactionId and remarks left out (spec §5).
 */
export function toPayrollCreatePayload(values: PayrollFormValues): PayrollCreateInput {
  const employee = values.employee;
  if (!employee) throw new Error('toPayrollCreatePayload: no employee');
  const net = formNetSalaryCents(values);
  if (net === null) throw new Error('toPayrollCreatePayload: invalid amounts');
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const payload: PayrollCreateInput = {
    [employee.kind === 'staff' ? 'staffId' : 'teacherId']: employee.id,
    employeeId: optional(employee.employeeId),
    employeeName: optional(employee.employeeName),
    salaryMonth: `${values.salaryMonth}-01`,
    basicSalary: amount(values.basicSalary),
    allowances: amount(values.allowances),
    deductions: amount(values.deductions),
    tax: amount(values.tax),
    bonus: amount(values.bonus),
    netSalary: Number(centsToDecimal(net)),
    paymentDate: optional(values.paymentDate),
    status: values.status,
    method: values.method,
    transactionId: optional(values.transactionId),
    remarks: optional(values.remarks),
  };
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as PayrollCreateInput;
}

/**
 * PUT /payrolls/{id}'s body: the same fields, except that the employee is sent only when another
 * one was picked (a record of an employee who has since left stays editable), and a cleared
 * payment date, transaction id or remarks is sent as null so the server clears it.
 */
export function toPayrollUpdatePayload(values: PayrollFormValues, original: Payroll): PayrollUpdatePayload {
  const { staffId, teacherId, employeeId, employeeName, paymentDate, transactionId, remarks, ...rest } = toPayrollCreatePayload(values);
  const sameEmployee =
    values.employee !== null &&
    ((values.employee.kind === 'staff' && original.staffId === values.employee.id) ||
      (values.employee.kind === 'teacher' && original.teacherId === values.employee.id));
  return {
    ...rest,
    ...(sameEmployee ? {} : { staffId, teacherId, employeeId, employeeName }),
    paymentDate: (paymentDate as string | undefined) ?? null,
    transactionId: (transactionId as string | undefined) ?? null,
    remarks: (remarks as string | undefined) ?? null,
  };
}
