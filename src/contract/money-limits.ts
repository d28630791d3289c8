/**
 * The school's upper bound per money amount (issue 23): a section of the school's general
 * settings (`moneyLimits`), 10,000,000.00 in the school's currency until the school changes it.
 * Every write that takes money is refused above it, field by field (the server checks every field
 * marked with `markMoney`, money-fields.ts; the forms check the same before sending). The contract's
 * own bound (MAX_MONEY, what a column holds) stays the absolute ceiling behind it.
 *
 * Amounts are integer cents. The payment form also asks the cashier to confirm an amount far
 * above the student's usual fee (`isFarAboveUsualFee`).
 */
import { z } from 'zod';
import { decimalToCents } from './money';
import { moneyFieldPaths, valuesAtPath } from './money-fields';

/**
 * The limit itself may be set from 100.00 to 20,000,000.00 (in the school's currency): in cents it
 * stays a 32-bit integer, as every integer the API takes does (integer-input-bounds.test.ts).
 */
export const MONEY_LIMIT_MIN_CENTS = 100_00;
export const MONEY_LIMIT_MAX_CENTS = 20_000_000_00;
/** 10,000,000.00: far above any fee, salary or expense line of a school, in USD or AFN. */
export const DEFAULT_MAX_AMOUNT_CENTS = 10_000_000_00;

/** "10,000,000.00": the limit as the messages show it. */
export function formatLimitAmount(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const MONEY_LIMIT_MESSAGES = {
  limitOutOfRange: 'The limit per amount must be from 100.00 to 20,000,000.00',
  overLimit: (limit: string) => `At most ${limit} per amount (the school's limit)`,
} as const;

/** The settings section: the largest amount one money field may hold, in cents. */
export const moneyLimitsSchema = z.object({
  maxAmountCents: z
    .number(MONEY_LIMIT_MESSAGES.limitOutOfRange)
    .int(MONEY_LIMIT_MESSAGES.limitOutOfRange)
    .min(MONEY_LIMIT_MIN_CENTS, MONEY_LIMIT_MESSAGES.limitOutOfRange)
    .max(MONEY_LIMIT_MAX_CENTS, MONEY_LIMIT_MESSAGES.limitOutOfRange),
});
export type MoneyLimits = z.infer<typeof moneyLimitsSchema>;

export const DEFAULT_MONEY_LIMITS: MoneyLimits = { maxAmountCents: DEFAULT_MAX_AMOUNT_CENTS };

/** The field message of an amount above the limit. */
export function overLimitMessage(maxAmountCents: number): string {
  return MONEY_LIMIT_MESSAGES.overLimit(formatLimitAmount(maxAmountCents));
}

/** Whether an amount (a decimal string or a number) is above the limit; not an amount: false. */
export function isOverMoneyLimit(value: unknown, maxAmountCents: number): boolean {
  const cents = typeof value === 'string' || typeof value === 'number' ? decimalToCents(value) : null;
  return cents !== null && cents > maxAmountCents;
}

/**
 * The money fields of a parsed body (by its schema's marks) above the limit, as the error
 * handler's `errors` ("amount", "staff.0.basicSalary" → message), or null when none is.
 */
export function moneyLimitErrors(schema: z.ZodType, body: unknown, maxAmountCents: number): Record<string, string> | null {
  let errors: Record<string, string> | null = null;
  for (const path of moneyFieldPaths(schema)) {
    for (const field of valuesAtPath(body, path)) {
      if (isOverMoneyLimit(field.value, maxAmountCents)) {
        errors ??= {};
        errors[field.path] ??= overLimitMessage(maxAmountCents);
      }
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// "Far above the student's usual fee" (the payment form's confirm step)

/** An amount more than this many times the student's usual fee is confirmed by the cashier. */
export const FAR_ABOVE_USUAL_FEE_FACTOR = 3;

/**
 * The student's usual fee, in cents: the largest active fee structure that applies to the
 * student (one for the student's class, or one for every class); null when none does.
 */
export function usualFeeCents(
  feeStructures: ReadonlyArray<{ amount: number; classId: number | null; active: boolean }>,
  studentClassId: number | null,
): number | null {
  let largest: number | null = null;
  for (const fee of feeStructures) {
    if (!fee.active || (fee.classId !== null && fee.classId !== studentClassId)) continue;
    const cents = decimalToCents(fee.amount.toFixed(2));
    if (cents !== null && (largest === null || cents > largest)) largest = cents;
  }
  return largest;
}

export function isFarAboveUsualFee(amountCents: number, usualCents: number | null): boolean {
  return usualCents !== null && usualCents > 0 && amountCents > usualCents * FAR_ABOVE_USUAL_FEE_FACTOR;
}
