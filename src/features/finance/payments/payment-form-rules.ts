/**
 * The Add Payment rules (spec §5 "Add Payment", §9): a student chosen, an amount > 0 with at most
 * 2 decimals and at most the school's limit per amount, a payment date, remarks of at most 255
 * characters. The contract's schema is the one judge (the server runs the same): the form builds
 * the payload, the schema checks it, and each issue lands on its field with the catalogue key of
 * its message.
 */
import { FINANCE_MESSAGES, paymentCreateSchema, REMARKS_MAX_LENGTH, type PaymentCreateBody } from '@/contract/finance';
import { DEFAULT_MAX_AMOUNT_CENTS, moneyLimitErrors } from '@/contract/money-limits';
import type { PaymentFormValues } from '@/features/finance/payments/payment-form-values';

export type PaymentFormField = 'student' | 'amount' | 'paymentDate' | 'status' | 'method' | 'type' | 'remarks';
/** The form's messages: keys of FINANCE_MESSAGES and of `financePayment.validation` in the catalogue. */
export const PAYMENT_RULE_KEYS = ['selectStudent', 'invalidAmount', 'selectPaymentDate', 'statusInvalid', 'methodInvalid', 'typeInvalid', 'remarksTooLong'] as const;
export type PaymentRuleKey = (typeof PAYMENT_RULE_KEYS)[number];
/** `overLimit`: the amount is above the school's limit per amount (money-limits.ts; its message names the limit). */
export type PaymentFormErrors = Partial<Record<PaymentFormField, PaymentRuleKey | 'overLimit'>>;

/** The payload's field → the form's field and the message it shows when the schema's own is not one of the form's. */
const FIELD_OF_PATH: Record<string, { field: PaymentFormField; fallback: PaymentRuleKey }> = {
  studentId: { field: 'student', fallback: 'selectStudent' },
  amount: { field: 'amount', fallback: 'invalidAmount' },
  total: { field: 'amount', fallback: 'invalidAmount' },
  paymentDate: { field: 'paymentDate', fallback: 'selectPaymentDate' },
  status: { field: 'status', fallback: 'statusInvalid' },
  method: { field: 'method', fallback: 'methodInvalid' },
  type: { field: 'type', fallback: 'typeInvalid' },
  remarks: { field: 'remarks', fallback: 'remarksTooLong' },
};

const KEY_OF_MESSAGE = new Map<string, PaymentRuleKey>(PAYMENT_RULE_KEYS.map((key) => [FINANCE_MESSAGES[key], key]));

/** An amount as typed → the exact decimal sent ("1,234.5" is refused: digits and one point only), or null. */
export function parsePaymentAmount(text: string): string | null {
  const parsed = paymentCreateSchema.shape.amount.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Characters of the remarks as they will be stored (the server trims them). */
export function remarksLength(remarks: string): number {
  return remarks.trim().length;
}

export function remarksTooLong(remarks: string): boolean {
  return remarksLength(remarks) > REMARKS_MAX_LENGTH;
}

/** What the form sends before the schema's check: total equals amount; the parent when the student has one. */
export function toPaymentInput(values: PaymentFormValues) {
  return {
    studentId: values.student?.id,
    parentId: values.student?.parentUserId ?? undefined,
    amount: values.amount,
    total: values.amount,
    paymentDate: values.paymentDate,
    status: values.status,
    method: values.method,
    type: values.type,
    remarks: values.remarks,
  };
}

export type PaymentFormCheck = { ok: true; payload: PaymentCreateBody } | { ok: false; errors: PaymentFormErrors };

/**
 * The payload to send (exact decimals, blank remarks left out), or the first message of each
 * field; an amount above the school's limit (`maxAmountCents`) is refused as the server would.
 */
export function checkPaymentForm(values: PaymentFormValues, maxAmountCents: number = DEFAULT_MAX_AMOUNT_CENTS): PaymentFormCheck {
  const parsed = paymentCreateSchema.safeParse(toPaymentInput(values));
  if (parsed.success) {
    if (moneyLimitErrors(paymentCreateSchema, parsed.data, maxAmountCents)) return { ok: false, errors: { amount: 'overLimit' } };
    return { ok: true, payload: parsed.data };
  }
  const errors: PaymentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const target = FIELD_OF_PATH[String(issue.path[0])];
    if (!target || errors[target.field]) continue;
    errors[target.field] = KEY_OF_MESSAGE.get(issue.message) ?? target.fallback;
  }
  return { ok: false, errors };
}
